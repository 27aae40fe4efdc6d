// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SANDBOX_DEMO_TOKEN } from './seed';
import { contractOperationList } from './test-support/contract-validator';
import { call, testClock, testSandbox } from './test-support/sandbox-client';
import { DAY } from './time';

const withBody = contractOperationList().filter((operation) => operation.hasRequestBody);
const concrete = (path: string, organizationId: number) => path.replace('{id}', String(organizationId));

const cases: [string, { body?: string; headers?: Record<string, string> }, string][] = [
  [
    'malformed JSON',
    { body: '{"email": ', headers: { 'content-type': 'application/json' } },
    'The request body is not valid JSON',
  ],
  ['no body', { headers: { 'content-type': 'application/json' } }, 'The request body is missing'],
  [
    'a form body',
    { body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    'The request body must be JSON (Content-Type: application/json)',
  ],
  [
    'a JSON array',
    { body: '[]', headers: { 'content-type': 'application/json' } },
    'The request body must be a JSON object',
  ],
  [
    'JSON null',
    { body: 'null', headers: { 'content-type': 'application/json' } },
    'The request body must be a JSON object',
  ],
  ['an empty object', { body: '{}', headers: { 'content-type': 'application/json' } }, ''],
  [
    'mistyped fields',
    {
      body: '{"email":1,"password":[],"username":{},"token":2,"sessionId":"1","subTierId":"2","paymentMethod":3,"invitationCode":4,"memberId":"x","categoryId":"4","title":5,"body":6,"currentPassword":7,"newPassword":8}',
      headers: { 'content-type': 'application/json' },
    },
    '',
  ],
  [
    'a huge body',
    { body: JSON.stringify({ pad: 'x'.repeat(70_000) }), headers: { 'content-type': 'application/json' } },
    'The request body is too large',
  ],
];

describe.each(cases)('%s', (_, init, firstError) => {
  it.each(withBody.map((operation) => [operation.operationId, operation] as const))(
    '%s answers 400 with the §8 body and changes nothing',
    async (_, operation) => {
      const sandbox = testSandbox({ signedInAs: 'demo' });
      const store = await sandbox.store();
      const before = JSON.stringify(store);
      const path = concrete(operation.path, store.organizations[0]?.id ?? 1);
      const result = await call<{ message: string; errors?: string[] }>(sandbox, operation.method, path, {
        token: SANDBOX_DEMO_TOKEN,
        ...init,
      });
      expect(result.status).toBe(400);
      expect(result.body.errors?.length).toBeGreaterThan(0);
      if (firstError) expect(result.body.errors?.[0]).toBe(firstError);
      expect(JSON.stringify(store)).toBe(before);
    },
  );
});

describe('tokens', () => {
  const authenticated = contractOperationList().filter((operation) => operation.auth !== 'none');

  it.each(authenticated.map((operation) => [operation.operationId, operation] as const))(
    '%s answers 401 for a wrong and for an expired token',
    async (_, operation) => {
      const clock = testClock();
      const sandbox = testSandbox({ signedInAs: 'demo', now: clock.now });
      const path = operation.path.replace('{id}', '1');
      const wrong = await call(sandbox, operation.method, path, { token: 'oat_wrong.token' });
      expect(wrong).toMatchObject({ status: 401, body: { message: 'Unauthorized access' } });
      clock.advance(31 * DAY);
      const expired = await call(sandbox, operation.method, path, { token: SANDBOX_DEMO_TOKEN });
      expect(expired).toMatchObject({ status: 401, body: { message: 'Session expired' } });
    },
  );
});
