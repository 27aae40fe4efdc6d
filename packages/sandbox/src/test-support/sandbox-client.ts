/**
 * How sandbox tests talk to a sandbox: real Requests through `sandbox.fetch`, and every answer checked against
 * openapi.yaml by the independent validator before the test sees it.
 */
import { createSandbox, type Sandbox } from '../app';
import type { SandboxOptions } from '../runtime';
import { SANDBOX_ACCOUNTS, type SandboxUsername } from '../seed';
import { validateAgainstContract } from './contract-validator';

export const ORIGIN = 'http://sandbox.test';

/** A clock tests can move. */
export function testClock(start = '2025-07-10T09:00:00.000Z') {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** A sandbox for a test: few PBKDF2 iterations (speed) and a silent log unless given. */
export function testSandbox(options: SandboxOptions = {}): Sandbox & { logs: string[] } {
  const logs: string[] = [];
  const sandbox = createSandbox({ passwordIterations: 1000, log: (line) => logs.push(line), ...options });
  return Object.assign(sandbox, { logs });
}

export interface CallOptions {
  token?: string;
  /** Serialised as JSON. */
  json?: unknown;
  /** Sent as is. */
  body?: string;
  headers?: Record<string, string>;
}

export interface CallResult<Body = unknown> {
  status: number;
  body: Body;
  headers: Headers;
  response: Response;
}

export function request(method: string, path: string, options: CallOptions = {}): Request {
  const headers = new Headers(options.headers);
  if (options.token !== undefined) headers.set('authorization', `Bearer ${options.token}`);
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  return new Request(`${ORIGIN}${path}`, { method, headers, body });
}

/** Calls the sandbox and validates the answer against the contract (throws when it breaks it). */
export async function call<Body = unknown>(
  sandbox: Sandbox,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<Body>> {
  const response = await sandbox.fetch(request(method, path, options));
  const body = (await validateAgainstContract(method, path, response)) as Body;
  return { status: response.status, body, headers: response.headers, response };
}

/** Signs in as a seeded user; resolves to the bearer token. */
export async function login(sandbox: Sandbox, user: SandboxUsername = 'demo', headers?: Record<string, string>) {
  const { email, password } = SANDBOX_ACCOUNTS[user];
  const result = await call<{ token: string }>(sandbox, 'POST', '/v1/user/auth', {
    json: { email, password },
    ...(headers ? { headers } : {}),
  });
  if (result.status !== 200) throw new Error(`Login as ${user} answered ${result.status}`);
  return result.body.token;
}
