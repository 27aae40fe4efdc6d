// @vitest-environment node
import { isAnswerRead, readAnswer, type OperationId } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { OPERATION_HEADER } from './app';
import { SANDBOX_ACCOUNTS } from './seed';
import {
  ContractValidator,
  contractOperationList,
  requestExample,
  validateAgainstContract,
} from './test-support/contract-validator';
import { call, login, request, testSandbox } from './test-support/sandbox-client';

/** A concrete path for a template: ids become 1, the reset token a word. */
const concrete = (path: string) => path.replace('{token}', 'abc').replace(/\{[^}]+\}/g, '1');

describe('the contract', () => {
  const operations = contractOperationList();

  it('is read from openapi.yaml', () => {
    expect(operations.length).toBeGreaterThanOrEqual(27);
    expect(operations.map((operation) => operation.operationId)).toContain('login');
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    'the sandbox serves %s',
    async (operationId, operation) => {
      const sandbox = testSandbox({ signedInAs: 'demo' });
      // With the contract's example body (the demo's credentials for login), so a write's answer is checked too.
      const json = operationId === 'login' ? { ...SANDBOX_ACCOUNTS.demo } : requestExample(operation);
      const response = await sandbox.fetch(
        request(operation.method, concrete(operation.path), { token: 'oat_sandbox.demo', json }),
      );
      // A missing route answers 404 from the fallback, without the header naming the operation.
      expect(response.headers.get(OPERATION_HEADER)).toBe(operationId);
      expect(response.status).not.toBe(500);
      const body: unknown = response.ok ? await response.clone().json() : undefined;
      await validateAgainstContract(operation.method, concrete(operation.path), response);
      // The client's reader takes what the sandbox sends, whole: a new operation's reader is proven here.
      const id = operationId as OperationId;
      if (body !== undefined && isAnswerRead(id)) {
        expect(readAnswer(id, body)).toMatchObject({ success: true, skipped: [] });
      }
    },
  );

  it.each(operations.filter((operation) => operation.auth === 'required').map((o) => [o.operationId, o] as const))(
    '%s answers 401 without a token',
    async (_, operation) => {
      const sandbox = testSandbox();
      const result = await call(sandbox, operation.method, concrete(operation.path));
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ message: 'Unauthorized access' });
    },
  );
});

describe('the independent validator', () => {
  it('rejects an answer that breaks the schema', async () => {
    const broken = Response.json([{ id: 'one', name: 'Pro' }]);
    await expect(validateAgainstContract('GET', '/v1/plans', broken)).rejects.toThrow(/getPlans/);
  });

  it('rejects a status the operation does not document', async () => {
    const teapot = Response.json({ message: 'no' }, { status: 418 });
    await expect(validateAgainstContract('GET', '/v1/plans', teapot)).rejects.toThrow(/documents only/);
  });

  it('rejects a wrong content type and a malformed 429 header', async () => {
    const text = new Response('[]', { headers: { 'content-type': 'text/plain' } });
    await expect(validateAgainstContract('GET', '/v1/plans', text)).rejects.toThrow(/content type/);
    const limited = Response.json({ message: 'slow down' }, { status: 429, headers: { 'retry-after': 'soon' } });
    await expect(validateAgainstContract('POST', '/v1/feedback', limited)).rejects.toThrow(/retry-after/);
  });

  it('checks formats (date-time, uri, email)', async () => {
    const code = Response.json({ code: 'ABCD-EFGH-JKLM-NPQR', expiresAt: 'tomorrow' });
    await expect(validateAgainstContract('GET', '/v1/user/invitation-code', code)).rejects.toThrow(/date-time/);
  });

  it('accepts only 404 or 405 with an error body outside the contract', async () => {
    await expect(validateAgainstContract('GET', '/v1/nope', Response.json({ ok: true }))).rejects.toThrow();
    await expect(
      validateAgainstContract('GET', '/v1/nope', Response.json({ message: 'Not Found' }, { status: 404 })),
    ).resolves.toEqual({ message: 'Not Found' });
  });

  it('refuses a document that is not OpenAPI', () => {
    expect(() => new ContractValidator({ hello: 'world' })).toThrow(/OpenAPI/);
  });

  it('passes a real sandbox answer', async () => {
    const sandbox = testSandbox();
    const token = await login(sandbox);
    const result = await call(sandbox, 'GET', '/v1/user/auth/sessions', { token });
    expect(result.status).toBe(200);
  });
});
