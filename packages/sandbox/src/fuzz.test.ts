// @vitest-environment node
/**
 * Bounded, deterministic fuzzing: for every operation of openapi.yaml, random and malformed bodies, headers, tokens
 * and path parameters (a seeded PRNG, a fixed count, a time cap). The sandbox must never answer 500, every answer
 * must obey the contract, and a rejected request must leave the store exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import type { ScenarioName } from './scenarios';
import { SANDBOX_ACCOUNTS, SANDBOX_DEMO_TOKEN } from './seed';
import {
  contractOperationList,
  contractValidator,
  requestExample,
  type ContractOperationEntry,
} from './test-support/contract-validator';
import { ORIGIN, testClock, testSandbox } from './test-support/sandbox-client';

const REQUESTS_PER_OPERATION = 40;
const TIME_CAP_MS = 25_000;
const EXPIRED_TOKEN = 'oat_fuzz.expired';

/** mulberry32, kept here so the fuzzer shares nothing with the code under test. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof prng>;

const STRINGS = [
  '',
  ' ',
  'a',
  'demo',
  'demo@holostream.dev',
  'Demo-pass1!',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '💥🧨',
  '\u0000',
  '\u202e',
  'ABCD-EFGH-JKLM-NPQR',
  'pm_sandbox_visa_4242_04_2031_ok_abc',
  'pm_sandbox_visa_4242_04_2031_action_abc',
  'x'.repeat(300),
  'x'.repeat(6000),
  '__proto__',
  'constructor',
];
/** What a header can carry at all (Fetch refuses other values before they reach a server). */
const HEADER_STRINGS = STRINGS.filter((text) => /^[\x21-\x7e][\x20-\x7e]*$/.test(text));
const NUMBERS = [0, -1, 1, 2, 3, 4, 9, 10, 13, 2019, 2025, 1.5, -0.5, 2 ** 31, 2 ** 53, 1e308, -1e308];

function randomValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 2 ? 4 : 6)) {
    case 0:
      return random.pick(STRINGS);
    case 1:
      return random.pick(NUMBERS);
    case 2:
      return random.pick([true, false, null]);
    case 3:
      return random.pick(STRINGS).toUpperCase();
    case 4:
      return Array.from({ length: random.int(4) }, () => randomValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(4) }, () => [
          random.pick(STRINGS).slice(0, 20),
          randomValue(random, depth + 1),
        ]),
      );
  }
}

function randomBody(random: Random, operation: ContractOperationEntry): string | undefined {
  // The contract's example, with the demo's credentials for login.
  const valid = operation.operationId === 'login' ? { ...SANDBOX_ACCOUNTS.demo } : requestExample(operation);
  switch (random.int(9)) {
    case 0:
      return undefined;
    case 1:
      return random.pick(['', ' ', '{', '{"a":}', 'nul', '[1,', '"unterminated', '\u0000', '{}}', 'undefined']);
    case 2:
      return JSON.stringify(randomValue(random));
    case 3:
      return `{"pad":"${'x'.repeat(70_000)}"}`;
    case 4:
      return JSON.stringify(valid ?? {});
    default: {
      const body: Record<string, unknown> = { ...(valid ?? {}) };
      const keys = Object.keys(body);
      const key = keys.length > 0 && random.chance(0.8) ? random.pick(keys) : random.pick(STRINGS).slice(0, 12);
      if (random.chance(0.3)) delete body[key];
      else body[key] = randomValue(random);
      return random.chance(0.1) ? JSON.stringify([body]) : JSON.stringify(body);
    }
  }
}

function randomPath(random: Random, operation: ContractOperationEntry, organizationId: number): string {
  const ids = [
    '1',
    '0',
    '-1',
    'abc',
    '999999999999999',
    String(organizationId),
    '1.5',
    '%20',
    '%3Cscript%3E',
    '%E0%A4%A',
    '%',
    '9'.repeat(40),
  ];
  const tokens = ['abc', 'x'.repeat(600), '%00', '%', '%E0%A4%A', '..%2F..%2Fetc', '%F0%9F%92%A5', 'A'.repeat(64)];
  let path = operation.path.replace('{id}', () => random.pick(ids)).replace('{token}', () => random.pick(tokens));
  if (operation.operationId === 'getUsage' && random.chance(0.8)) {
    const params = ['startMonth', 'startYear', 'endMonth', 'endYear']
      .filter(() => random.chance(0.8))
      .map(
        (name) =>
          `${name}=${encodeURIComponent(String(random.chance(0.5) ? random.pick(NUMBERS) : random.pick(STRINGS).slice(0, 8)))}`,
      );
    path += `?${params.join('&')}`;
  }
  return path;
}

function randomHeaders(random: Random): Record<string, string> {
  const headers: Record<string, string> = {};
  // Half the requests carry the valid token, so the fuzzer gets past authentication into validation.
  const authorization = random.chance(0.5)
    ? `Bearer ${SANDBOX_DEMO_TOKEN}`
    : random.pick([
        undefined,
        `Bearer ${EXPIRED_TOKEN}`,
        'Bearer',
        'Bearer garbage',
        `bearer   ${SANDBOX_DEMO_TOKEN}`,
        `Basic ${btoa('demo:Demo-pass1!')}`,
        `Bearer ${'x'.repeat(2000)}`,
        `Bearer ${SANDBOX_DEMO_TOKEN} extra`,
      ]);
  if (authorization !== undefined) headers.authorization = authorization;
  const contentType = random.pick([
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/vnd.api+json',
    undefined,
  ]);
  if (contentType !== undefined) headers['content-type'] = contentType;
  if (random.chance(0.3))
    headers['x-forwarded-for'] = random.pick(['198.51.100.1', 'not-an-ip', '::1', '<b>', '1.1.1.1, 2.2.2.2']);
  if (random.chance(0.3)) headers['user-agent'] = random.pick(HEADER_STRINGS);
  return headers;
}

const SCENARIO_SETS: ScenarioName[][] = [
  [],
  ['member-role', 'requires-action'],
  ['session-expired'],
  ['free-plan', 'no-payment-method', 'no-organization', 'hostile-strings', 'feedback-rate-limited'],
];

describe('fuzzing every operation', () => {
  const operations = contractOperationList();
  const started = performance.now();

  it.each(SCENARIO_SETS.map((scenarios, index) => [scenarios.join(', ') || 'the default world', index] as const))(
    'with %s: no 500, every answer in the contract, no change on a rejected request',
    async (_, setIndex) => {
      const random = prng(0xc0ffee + setIndex);
      const clock = testClock();
      let sent = 0;
      for (const operation of operations) {
        const sandbox = testSandbox({ signedInAs: 'demo', now: clock.now, scenarios: SCENARIO_SETS[setIndex] ?? [] });
        const store = await sandbox.store();
        const demo = store.sessions.find((session) => session.token === SANDBOX_DEMO_TOKEN);
        if (!demo) throw new Error('no demo session');
        store.sessions.push({ ...demo, id: 9999, token: EXPIRED_TOKEN, expiresAt: clock.now().getTime() - 1 });
        const organizationId = store.organizations[0]?.id ?? 1;

        for (let index = 0; index < REQUESTS_PER_OPERATION; index += 1) {
          if (performance.now() - started > TIME_CAP_MS) break;
          const method = random.chance(0.1) ? random.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) : operation.method;
          const path = randomPath(random, operation, organizationId);
          const headers = randomHeaders(random);
          const body = method === 'GET' || method === 'HEAD' ? undefined : randomBody(random, operation);
          const current = await sandbox.store();
          const before = JSON.stringify(current);
          const response = await sandbox.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body }));
          const what = `${method} ${path} ${JSON.stringify(headers)} ${body?.slice(0, 200) ?? ''} → ${response.status}`;
          expect(response.status, what).not.toBe(500);
          await validateOrExplain(method, path, response, what);
          // 402 records the pending charge (a requires_action bill), as the card provider would.
          if (response.status >= 400 && response.status !== 402) {
            expect(JSON.stringify(current), `state changed: ${what}`).toBe(before);
          }
          sent += 1;
        }
      }
      expect(sent).toBeGreaterThan(operations.length * 2);
    },
  );
});

async function validateOrExplain(method: string, path: string, response: Response, what: string) {
  try {
    await contractValidator().validate(method, path, response);
  } catch (error) {
    throw new Error(`${what}\n${error instanceof Error ? error.message : String(error)}`);
  }
}
