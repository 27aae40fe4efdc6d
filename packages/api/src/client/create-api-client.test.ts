// @vitest-environment jsdom -- resolves the base URL against the page.
import { inspect } from 'node:util';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractOperations, type OperationId } from '../contract';
import { ApiError, isApiError } from '../errors/api-error';
import { setErrorReporter, type ErrorReport } from '../errors/report-error';
import { isAnswerRead } from '../schemas/responses';
import type { Answer } from '../schemas/responses';
import { describeFailure } from '../errors/describe-failure';
import {
  createApiClient,
  done,
  idempotencyHeader,
  read,
  type ApiClient,
  type ApiClientOptions,
} from './create-api-client';
import { MAX_BODY_BYTES } from './read-body';

const BASE = 'https://api.holostream.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setErrorReporter();
});

/** The reports the client sends from now on (instead of the console). */
function collectReports(): ErrorReport[] {
  const reports: ErrorReport[] = [];
  setErrorReporter((report) => reports.push(report));
  return reports;
}
afterAll(() => server.close());

function makeClient(options: Partial<ApiClientOptions> = {}) {
  const onSessionExpired = vi.fn<(error: ApiError, token: string) => void>();
  const api = createApiClient({ baseUrl: BASE, getToken: () => 'token-1', onSessionExpired, ...options });
  return { api, onSessionExpired };
}

/** The rejection of a call, asserted to be an ApiError. */
async function failure(pending: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await pending.then(
    () => new Error('the call resolved'),
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const doneAnswer = { message: 'Done' };
const loginResponse = {
  token: 'oat_1',
  type: 'bearer',
  username: 'ada2025',
  abilities: ['*'],
  lastUsedAt: null,
  expiresAt: '2025-08-01T09:30:00.000Z',
};
const session = {
  id: 12,
  name: 'Mozilla/5.0',
  currentSession: true,
  details: { city: 'Tokyo', region: '13', country: 'JP' },
  coordinates: { latitude: 35.6895, longitude: 139.6917 },
  ip: '203.0.113.24',
  geographicInfo: { details: { timezone: 'Asia/Tokyo', eu: 0, ll: [35.6895, 139.6917], area: 20 } },
  lastUsedAt: '2025-07-10T08:00:00.000Z',
  createdAt: '2025-07-01T09:30:00+09:00',
};
const plan = {
  id: 3,
  name: 'Pro',
  price: 4900,
  description: 'For professional creators.',
  features: {
    maxTeamSize: 'unlimited',
    monthlyUsageLimit: 0,
    streamingPriority: 'Highest',
    textureQuality: 'Full HD',
    audienceLimit: 100,
    privateStreams: true,
    exclusiveVpc: true,
  },
};
const invitationCode = { code: '7KQ2-M9XD-4TZP-R8WB', expiresAt: '2025-07-08T09:30:00.000Z' };

interface Case {
  /** The concrete path the call must hit. */
  path: string;
  call: (api: ApiClient) => Promise<unknown>;
  /** The JSON body the call must send, if any. */
  sends?: unknown;
  /** The query the call must send. */
  query?: Record<string, string>;
  answer: JsonBodyType;
  status?: number;
}

/**
 * Calls of the contract as the client makes them: method, path, body, query, token, status. A new operation needs no
 * case here: the sandbox's contract test serves every operation and reads each answer with its reader
 * (packages/sandbox/src/contract.test.ts).
 */
const cases: Partial<Record<OperationId, Case>> = {
  login: {
    path: '/v1/user/auth',
    call: (api) => read(api.POST('/v1/user/auth', { body: { email: 'ada@example.com', password: 'Hologram1!' } })),
    sends: { email: 'ada@example.com', password: 'Hologram1!' },
    answer: loginResponse,
  },
  signup: {
    path: '/v1/user/create',
    call: (api) =>
      read(
        api.POST('/v1/user/create', {
          body: { username: 'grace', email: 'grace@example.com', password: 'Hologram1!' },
        }),
      ),
    sends: { username: 'grace', email: 'grace@example.com', password: 'Hologram1!' },
    answer: { message: 'Account created. Please sign in.' },
    status: 201,
  },
  logout: { path: '/v1/user/logout', call: (api) => done(api.POST('/v1/user/logout')), answer: doneAnswer },
  forgotPassword: {
    path: '/v1/user/auth/forgot-password',
    call: (api) => done(api.POST('/v1/user/auth/forgot-password', { body: { email: 'ada@example.com' } })),
    sends: { email: 'ada@example.com' },
    answer: doneAnswer,
  },
  verifyResetToken: {
    path: '/v1/user/auth/verify-reset-token/abc%2F123',
    call: (api) =>
      read(api.GET('/v1/user/auth/verify-reset-token/{token}', { params: { path: { token: 'abc/123' } } })),
    answer: { valid: true, email: 'ada@example.com', message: 'Token is valid' },
  },
  resetPassword: {
    path: '/v1/user/auth/reset-password',
    call: (api) => done(api.POST('/v1/user/auth/reset-password', { body: { token: 'abc', password: 'Hologram2@' } })),
    sends: { token: 'abc', password: 'Hologram2@' },
    answer: doneAnswer,
  },
  getSessions: {
    path: '/v1/user/auth/sessions',
    call: (api) => read(api.GET('/v1/user/auth/sessions')),
    answer: [session],
  },
  revokeSession: {
    path: '/v1/user/auth/sessions/revoke',
    call: (api) => done(api.POST('/v1/user/auth/sessions/revoke', { body: { sessionId: 13 } })),
    sends: { sessionId: 13 },
    answer: doneAnswer,
  },
  changePassword: {
    path: '/v1/user/auth/change-password',
    call: (api) =>
      done(
        api.POST('/v1/user/auth/change-password', {
          body: { currentPassword: 'Hologram1!', newPassword: 'Hologram2@' },
        }),
      ),
    sends: { currentPassword: 'Hologram1!', newPassword: 'Hologram2@' },
    answer: doneAnswer,
  },
  getSubscriptions: {
    path: '/v1/subscription',
    call: (api) => read(api.GET('/v1/subscription')),
    answer: [{ subTierId: 2, status: 'SCHEDULED_CANCEL', startDate: '2025-06-01T00:00:00Z', endDate: null }],
  },
  subscribe: {
    path: '/v1/subscription',
    call: (api) => done(api.POST('/v1/subscription', { body: { subTierId: 2 } })),
    sends: { subTierId: 2 },
    answer: doneAnswer,
  },
  cancelSubscription: {
    path: '/v1/subscription',
    call: (api) => done(api.DELETE('/v1/subscription')),
    answer: doneAnswer,
  },
  getSubscriptionPreview: {
    path: '/v1/subscription/preview/2',
    call: (api) => read(api.GET('/v1/subscription/preview/{id}', { params: { path: { id: 2 } } })),
    answer: { total: 1548, daysRemaining: 16, nextBillingDate: 1754006400 },
  },
  getPlans: { path: '/v1/plans', call: (api) => read(api.GET('/v1/plans')), answer: [plan] },
  getPaymentMethod: {
    path: '/v1/billing/payment/method',
    call: (api) => read(api.GET('/v1/billing/payment/method')),
    answer: { brand: 'amex', last4Digits: '0005', expMonth: 1, expYear: 2031, createdAt: 1751362200 },
  },
  savePaymentMethod: {
    path: '/v1/billing/payment/method',
    call: (api) => done(api.POST('/v1/billing/payment/method', { body: { paymentMethod: 'pm_123' } })),
    sends: { paymentMethod: 'pm_123' },
    answer: doneAnswer,
  },
  getBillingHistory: {
    path: '/v1/billing/history',
    call: (api) => read(api.GET('/v1/billing/history')),
    answer: [
      {
        created: 1751362200,
        description: 'Pro plan',
        amount: 4900,
        currency: 'usd',
        status: 'requires_action',
        invoiceUrl: 'https://invoice.example.com/i/1',
      },
      {
        created: 1751362100,
        description: 'Pro plan',
        amount: 4900,
        currency: 'jpy',
        status: 'canceled',
        invoiceUrl: null,
      },
    ],
  },
  getPluginDownload: {
    path: '/v1/downloads/plugin',
    call: (api) => read(api.GET('/v1/downloads/plugin')),
    answer: { downloadUrl: 'https://downloads.example.com/plugin.unitypackage' },
  },
  getOculusAppDownload: {
    path: '/v1/downloads/oculus-app',
    call: (api) => read(api.GET('/v1/downloads/oculus-app')),
    answer: { downloadUrl: 'https://downloads.example.com/viewer.apk' },
  },
  getOrganizations: {
    path: '/v1/user/org',
    call: (api) => read(api.GET('/v1/user/org')),
    answer: [{ id: 7, name: 'Hologram Studio', seats: 5 }],
  },
  getMembers: {
    path: '/v1/org/7/member',
    call: (api) => read(api.GET('/v1/org/{id}/member', { params: { path: { id: 7 } } })),
    answer: [
      { id: 41, name: 'ada2025', role: 'admin', isCurrentUser: true },
      { id: 42, name: 'grace', role: 'member', isCurrentUser: false },
    ],
  },
  addMember: {
    path: '/v1/org/7/member',
    call: (api) =>
      done(
        api.POST('/v1/org/{id}/member', {
          params: { path: { id: 7 } },
          body: { username: 'grace', invitationCode: '7KQ2-M9XD-4TZP-R8WB', role: 'member' },
        }),
      ),
    sends: { username: 'grace', invitationCode: '7KQ2-M9XD-4TZP-R8WB', role: 'member' },
    answer: doneAnswer,
  },
  removeMember: {
    path: '/v1/org/7/member',
    call: (api) => done(api.DELETE('/v1/org/{id}/member', { params: { path: { id: 7 } }, body: { memberId: 42 } })),
    sends: { memberId: 42 },
    answer: doneAnswer,
  },
  getInvitationCode: {
    path: '/v1/user/invitation-code',
    call: (api) => read(api.GET('/v1/user/invitation-code')),
    answer: invitationCode,
  },
  createInvitationCode: {
    path: '/v1/user/invitation-code',
    call: (api) => read(api.POST('/v1/user/invitation-code')),
    answer: invitationCode,
    status: 201,
  },
  getUsage: {
    path: '/v1/live/sessions',
    call: (api) =>
      read(
        api.GET('/v1/live/sessions', {
          params: { query: { startMonth: 11, startYear: 2024, endMonth: 2, endYear: 2025 } },
        }),
      ),
    query: { startMonth: '11', startYear: '2024', endMonth: '2', endYear: '2025' },
    answer: { data: [{ month: 12, year: 2024, totalTime: 45296 }] },
  },
  sendFeedback: {
    path: '/v1/feedback',
    call: (api) => done(api.POST('/v1/feedback', { body: { categoryId: 4, title: 'Great', body: 'Works well.' } })),
    sends: { categoryId: 4, title: 'Great', body: 'Works well.' },
    answer: doneAnswer,
  },
};

interface Seen {
  method: string;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
  query: Record<string, string>;
}

/** A method the contract uses (`put` as soon as an operation of openapi.yaml does). */
type ContractMethod = (typeof contractOperations)[OperationId]['method'];

/** Answers `method path` with `respond`, and records what the client sent. */
function intercept(method: ContractMethod, path: string, respond: () => Response | Promise<Response>) {
  const seen: Seen[] = [];
  server.use(
    http[method](`${BASE}${path}`, async ({ request }) => {
      const text = await request.text();
      seen.push({
        method: request.method,
        authorization: request.headers.get('authorization'),
        contentType: request.headers.get('content-type'),
        body: text ? (JSON.parse(text) as unknown) : undefined,
        query: Object.fromEntries(new URL(request.url).searchParams),
      });
      return respond();
    }),
  );
  return seen;
}

/**
 * Compile-time (never called; `npm run typecheck` fails if a line is wrong): the path decides the operation, and so
 * its reader and the answer's type; no call can be read as another operation's answer.
 */
export function answersAreTiedToPaths(api: ApiClient) {
  const plans: Promise<Answer<'getPlans'>> = read(api.GET('/v1/plans'));
  // @ts-expect-error the plans' path does not answer with subscriptions
  const subscriptions: Promise<Answer<'getSubscriptions'>> = read(api.GET('/v1/plans'));
  // @ts-expect-error a path the contract does not have cannot be called
  const unknown = read(api.GET('/v1/plan'));
  return [plans, subscriptions, unknown];
}

describe('every operation', () => {
  it.each(Object.entries(cases))('%s: method, path, body, token and parsed answer', async (name, c) => {
    const operationId = name as OperationId;
    const { method, auth } = contractOperations[operationId];
    const seen = intercept(method, c.path, () => HttpResponse.json(c.answer, { status: c.status ?? 200 }));
    const { api, onSessionExpired } = makeClient();

    // A write whose answer no screen reads resolves with nothing (any 2xx is done).
    await expect(c.call(api)).resolves.toEqual(isAnswerRead(operationId) ? c.answer : undefined);

    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe(method.toUpperCase());
    expect(seen[0]?.authorization).toBe(auth === 'none' ? null : 'Bearer token-1');
    expect(seen[0]?.body).toEqual(c.sends);
    expect(seen[0]?.contentType).toBe(c.sends === undefined ? null : 'application/json');
    expect(seen[0]?.query).toEqual(c.query ?? {});
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('bearer token', () => {
  it('is the named one for a logout of a session already cleared here, never the newer stored one', async () => {
    const seen = intercept('post', '/v1/user/logout', () => HttpResponse.json(doneAnswer));
    const { api } = makeClient({ getToken: () => 'newer-session' });
    await done(api.POST('/v1/user/logout', { headers: { Authorization: `Bearer ${'ended-session'}` } }));
    expect(seen[0]?.authorization).toBe('Bearer ended-session');
  });

  it('is read at each call', async () => {
    let token: string | null = 'first';
    const seen = intercept('get', '/v1/plans', () => HttpResponse.json([]));
    const { api } = makeClient({ getToken: () => token });
    await read(api.GET('/v1/plans'));
    token = null;
    await read(api.GET('/v1/plans'));
    token = 'second';
    await read(api.GET('/v1/plans'));
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer first', null, 'Bearer second']);
  });

  it('may come from a promise', async () => {
    const seen = intercept('get', '/v1/user/org', () => HttpResponse.json([]));
    const { api } = makeClient({ getToken: () => Promise.resolve('async-token') });
    await read(api.GET('/v1/user/org'));
    expect(seen[0]?.authorization).toBe('Bearer async-token');
  });

  it('is required: a call only a session may make is not sent when nobody is signed in (no 401 after a logout)', async () => {
    const seen = intercept('get', '/v1/subscription', () => HttpResponse.json([]));
    const { api, onSessionExpired } = makeClient({ getToken: () => null });
    const error = await failure(read(api.GET('/v1/subscription')));
    expect(error.kind).toBe('aborted');
    expect(seen).toEqual([]);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('is never sent to a public operation', async () => {
    const seen = intercept('post', '/v1/user/auth/forgot-password', () => HttpResponse.json(doneAnswer));
    const getToken = vi.fn(() => 'token-1');
    const { api } = makeClient({ getToken });
    await done(api.POST('/v1/user/auth/forgot-password', { body: { email: 'ada@example.com' } }));
    expect(seen[0]?.authorization).toBeNull();
    expect(getToken).not.toHaveBeenCalled();
  });
});

describe('redirects', () => {
  it('are refused, not followed: the token never goes where an answer points', async () => {
    const followed = vi.fn();
    server.use(
      http.get(
        `${BASE}/v1/subscription`,
        () => new HttpResponse(null, { status: 302, headers: { Location: `${BASE}/v1/plans` } }),
      ),
      http.get(`${BASE}/v1/plans`, ({ request }) => {
        followed(request.headers.get('Authorization'));
        return HttpResponse.json([]);
      }),
    );
    const { api } = makeClient();
    const error = await failure(read(api.GET('/v1/subscription')));
    expect(error.kind).toBe('network');
    expect(followed).not.toHaveBeenCalled();
  });
});

describe('error messages (docs/product.md §8)', () => {
  it('uses the first item of the errors list', async () => {
    intercept('post', '/v1/user/auth/change-password', () =>
      HttpResponse.json(
        { message: 'Validation failed', errors: ['Current password is incorrect', 'Other'] },
        { status: 400 },
      ),
    );
    const error = await failure(
      done(
        makeClient().api.POST('/v1/user/auth/change-password', {
          body: { currentPassword: 'x', newPassword: 'Hologram1!' },
        }),
      ),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Current password is incorrect',
      path: '/v1/user/auth/change-password',
      method: 'POST',
      errors: ['Current password is incorrect', 'Other'],
    });
  });

  it('reads errors given as objects with a message', async () => {
    intercept('post', '/v1/user/create', () =>
      HttpResponse.json(
        { errors: [{ message: 'The username has already been taken', field: 'username' }] },
        { status: 422 },
      ),
    );
    const error = await failure(
      read(makeClient().api.POST('/v1/user/create', { body: { username: 'ada', email: 'a@b.co', password: 'x' } })),
    );
    expect(error.message).toBe('The username has already been taken');
  });

  it('falls back to the message field', async () => {
    intercept('post', '/v1/user/create', () =>
      HttpResponse.json({ message: 'Email already in use', errors: [] }, { status: 409 }),
    );
    const error = await failure(
      read(makeClient().api.POST('/v1/user/create', { body: { username: 'ada', email: 'a@b.co', password: 'x' } })),
    );
    expect(error).toMatchObject({ status: 409, message: 'Email already in use', errors: [] });
  });

  it('falls back to HTTP {status}: {statusText}', async () => {
    intercept('get', '/v1/billing/history', () => HttpResponse.json({}, { status: 500, statusText: 'Kaboom' }));
    const error = await failure(read(makeClient().api.GET('/v1/billing/history')));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'HTTP 500: Kaboom' });
  });

  it('names the status when the server sends no status text', async () => {
    intercept('get', '/v1/billing/history', () => new HttpResponse(null, { status: 503, statusText: '' }));
    const error = await failure(read(makeClient().api.GET('/v1/billing/history')));
    expect(error.message).toBe('HTTP 503: Service Unavailable');
  });

  it('handles an error body that is not JSON', async () => {
    intercept('get', '/v1/user/org', () =>
      HttpResponse.html('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failure(read(makeClient().api.GET('/v1/user/org')));
    expect(error).toMatchObject({ status: 502, message: 'HTTP 502: Bad Gateway', body: '<h1>Bad gateway</h1>' });
  });

  it('handles an error body that claims JSON but is not', async () => {
    intercept(
      'get',
      '/v1/user/org',
      () =>
        new HttpResponse('{"message":', {
          status: 500,
          statusText: 'Internal Server Error',
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const error = await failure(read(makeClient().api.GET('/v1/user/org')));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'HTTP 500: Internal Server Error' });
  });

  it('handles an empty error body', async () => {
    intercept(
      'get',
      '/v1/user/org',
      () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }),
    );
    const error = await failure(read(makeClient().api.GET('/v1/user/org')));
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      message: 'HTTP 500: Internal Server Error',
      body: undefined,
    });
  });

  it('reads application/problem+json as JSON', async () => {
    intercept(
      'get',
      '/v1/user/org',
      () =>
        new HttpResponse(JSON.stringify({ message: 'Maintenance' }), {
          status: 503,
          headers: { 'Content-Type': 'application/problem+json' },
        }),
    );
    expect((await failure(read(makeClient().api.GET('/v1/user/org')))).message).toBe('Maintenance');
  });

  describe('401', () => {
    it("says 'Session expired' and calls the handler once, with the error and the token the call carried", async () => {
      intercept('get', '/v1/user/auth/sessions', () =>
        HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 }),
      );
      const { api, onSessionExpired } = makeClient();
      const error = await failure(read(api.GET('/v1/user/auth/sessions')));
      expect(error).toMatchObject({
        kind: 'http',
        status: 401,
        message: 'Session expired',
        path: '/v1/user/auth/sessions',
      });
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
      expect(onSessionExpired).toHaveBeenCalledWith(error, 'token-1');
    });

    it('does not call the handler for a call that carried no token', async () => {
      intercept('get', '/v1/plans', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }));
      const { api, onSessionExpired } = makeClient({ getToken: () => null });
      expect((await failure(read(api.GET('/v1/plans')))).status).toBe(401);
      expect(onSessionExpired).not.toHaveBeenCalled();
    });

    it('calls the handler on the optionally authenticated plans call', async () => {
      intercept('get', '/v1/plans', () => HttpResponse.json({ message: 'Token expired' }, { status: 401 }));
      const { api, onSessionExpired } = makeClient();
      expect((await failure(read(api.GET('/v1/plans')))).message).toBe('Session expired');
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    });

    it('does not call the handler for sign-in (wrong credentials, no session)', async () => {
      intercept('post', '/v1/user/auth', () =>
        HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
      );
      const { api, onSessionExpired } = makeClient();
      const error = await failure(
        read(api.POST('/v1/user/auth', { body: { email: 'ada@example.com', password: 'wrong' } })),
      );
      expect(error).toMatchObject({ status: 401, message: 'Session expired' });
      expect(onSessionExpired).not.toHaveBeenCalled();
    });

    it('is the only status that calls the handler', async () => {
      intercept('get', '/v1/user/auth/sessions', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 }));
      const { api, onSessionExpired } = makeClient();
      expect((await failure(read(api.GET('/v1/user/auth/sessions')))).message).toBe('Forbidden');
      expect(onSessionExpired).not.toHaveBeenCalled();
    });
  });

  describe('402', () => {
    it('keeps the server message', async () => {
      intercept('post', '/v1/subscription', () =>
        HttpResponse.json({ message: 'Your bank requires an extra step' }, { status: 402 }),
      );
      expect(await failure(done(makeClient().api.POST('/v1/subscription', { body: { subTierId: 2 } })))).toMatchObject({
        status: 402,
        message: 'Your bank requires an extra step',
      });
    });

    it('keeps errors[0] first', async () => {
      intercept('post', '/v1/subscription', () =>
        HttpResponse.json({ message: 'Payment failed', errors: ['3-D Secure required'] }, { status: 402 }),
      );
      expect((await failure(done(makeClient().api.POST('/v1/subscription', { body: { subTierId: 2 } })))).message).toBe(
        '3-D Secure required',
      );
    });

    it("says 'Payment required' without a server message", async () => {
      intercept('post', '/v1/subscription', () => new HttpResponse(null, { status: 402 }));
      expect((await failure(done(makeClient().api.POST('/v1/subscription', { body: { subTierId: 2 } })))).message).toBe(
        'Payment required',
      );
    });
  });

  describe('404', () => {
    it("says 'Payment method not found' on the payment-method path", async () => {
      intercept('get', '/v1/billing/payment/method', () => HttpResponse.json({ message: 'No card' }, { status: 404 }));
      expect(await failure(read(makeClient().api.GET('/v1/billing/payment/method')))).toMatchObject({
        kind: 'http',
        status: 404,
        message: 'Payment method not found',
        path: '/v1/billing/payment/method',
      });
    });

    it("says 'Not Found: {path}' elsewhere", async () => {
      intercept('get', '/v1/user/invitation-code', () => HttpResponse.json({ message: 'No code' }, { status: 404 }));
      expect((await failure(read(makeClient().api.GET('/v1/user/invitation-code')))).message).toBe(
        'Not Found: /v1/user/invitation-code',
      );
    });

    it('gives the concrete path, relative to a base URL with a path', async () => {
      server.use(http.get(`${BASE}/api/v1/org/9/member`, () => new HttpResponse(null, { status: 404 })));
      const { api } = makeClient({ baseUrl: `${BASE}/api/` });
      expect(await failure(read(api.GET('/v1/org/{id}/member', { params: { path: { id: 9 } } })))).toMatchObject({
        message: 'Not Found: /v1/org/9/member',
        path: '/v1/org/9/member',
      });
    });
  });

  it('keeps the server message on 429 and exposes the status', async () => {
    intercept('post', '/v1/feedback', () =>
      HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '60' } }),
    );
    const error = await failure(
      done(makeClient().api.POST('/v1/feedback', { body: { categoryId: 4, title: 't', body: 'b' } })),
    );
    expect(error).toMatchObject({ kind: 'http', status: 429, message: 'Too many requests' });
  });
});

describe("the reset token in the verify call's path", () => {
  const secret = 'rt_s3cr3t-T0KEN';
  it.each([
    ['not found', () => HttpResponse.json({ message: 'Invalid or expired reset token' }, { status: 404 })],
    ['a server error', () => HttpResponse.json({ message: 'Kaboom' }, { status: 500 })],
    ['an unusable answer', () => new HttpResponse('{"valid": ', { headers: { 'Content-Type': 'application/json' } })],
    ['no answer', () => HttpResponse.error()],
  ])(
    'is never written, whatever the failure (%s): the error, its message and its report name it {token}',
    async (_case, answer) => {
      const reports = collectReports();
      server.use(http.get(`${BASE}/v1/user/auth/verify-reset-token/:token`, answer));
      const error = await failure(
        read(makeClient().api.GET('/v1/user/auth/verify-reset-token/{token}', { params: { path: { token: secret } } })),
      );
      expect(error.path).toBe('/v1/user/auth/verify-reset-token/{token}');
      expect(reports).toHaveLength(1);
      // What the console shows of the report: its words and the whole error, cause and all.
      expect(inspect(reports, { depth: 8 })).not.toContain(secret);
      expect(`${error.message} ${error.stack ?? ''}`).not.toContain(secret);
    },
  );
});

describe('answers that break the contract', () => {
  it('rejects a 2xx body that is not valid JSON', async () => {
    intercept(
      'get',
      '/v1/plans',
      () => new HttpResponse('[{"id":', { headers: { 'Content-Type': 'application/json' } }),
    );
    expect(await failure(read(makeClient().api.GET('/v1/plans')))).toMatchObject({
      kind: 'contract',
      status: 200,
      message: 'GET /v1/plans answered a body that is not valid JSON',
    });
  });

  it('reads a text body as text, which is then no list instead of a crash', async () => {
    intercept('get', '/v1/plans', () => HttpResponse.text('Service temporarily unavailable'));
    const error = await failure(read(makeClient().api.GET('/v1/plans')));
    expect(error).toMatchObject({ kind: 'contract', status: 200, body: 'Service temporarily unavailable' });
    expect(error.message).toBe(
      'GET /v1/plans answered data that breaks the contract: (root): Invalid input: expected array, received string',
    );
  });

  it('refuses an answer over the size cap, declared or streamed, as unusable (never held in memory)', async () => {
    const huge = 'x'.repeat(MAX_BODY_BYTES + 1);
    intercept('get', '/v1/plans', () => HttpResponse.text(huge, { headers: { 'Content-Type': 'application/json' } }));
    const declared = await failure(read(makeClient().api.GET('/v1/plans')));
    expect(declared).toMatchObject({ kind: 'contract', status: 200 });
    expect(describeFailure(declared).kind).toBe('unusable-answer');
    intercept('get', '/v1/plans', () => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent <= MAX_BODY_BYTES; sent += 1024 * 1024)
            controller.enqueue(new Uint8Array(1024 * 1024));
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'Content-Type': 'application/json' } });
    });
    expect(await failure(read(makeClient().api.GET('/v1/plans')))).toMatchObject({
      kind: 'contract',
      message: expect.stringMatching(/over \d+ bytes/),
    });
  });

  it('rejects an empty 2xx body where the contract promises one', async () => {
    intercept('get', '/v1/downloads/plugin', () => new HttpResponse(null, { status: 200 }));
    const error = await failure(read(makeClient().api.GET('/v1/downloads/plugin')));
    expect(error).toMatchObject({ kind: 'contract', status: 200 });
    expect(error.message).toContain('expected object, received undefined');
  });

  it('skips the one unusable item of a list, reads the rest and reports the skipped one', async () => {
    const reports = collectReports();
    intercept('get', '/v1/plans', () => HttpResponse.json([plan, { ...plan, id: 9, price: 'forty-nine' }]));
    await expect(read(makeClient().api.GET('/v1/plans'))).resolves.toEqual([plan]);
    expect(reports).toEqual([
      expect.objectContaining({
        operation: 'getPlans',
        status: 200,
        message: 'GET /v1/plans: skipped 1 unusable list item(s), read the rest',
        detail: [expect.stringMatching(/^\[1\] price: /)],
      }),
    ]);
  });

  it('keeps a value outside an enum as sent, and recognises a known one in another case', async () => {
    intercept('get', '/v1/subscription', () =>
      HttpResponse.json([
        { subTierId: 2, status: 'PAUSED', startDate: '2025-06-01T00:00:00Z', endDate: null },
        { subTierId: 3, status: 'active', startDate: '2025-06-01T00:00:00Z', endDate: null },
      ]),
    );
    const subscriptions = await read(makeClient().api.GET('/v1/subscription'));
    expect(subscriptions.map((item) => item.status)).toEqual(['PAUSED', 'ACTIVE']);
  });

  it('reads "Bearer" as bearer and rejects a login answer of another type', async () => {
    intercept('post', '/v1/user/auth', () => HttpResponse.json({ ...loginResponse, type: 'Bearer' }));
    await expect(
      read(makeClient().api.POST('/v1/user/auth', { body: { email: 'ada@example.com', password: 'x' } })),
    ).resolves.toMatchObject({
      type: 'bearer',
    });
    intercept('post', '/v1/user/auth', () => HttpResponse.json({ ...loginResponse, type: 'basic' }));
    const error = await failure(
      read(makeClient().api.POST('/v1/user/auth', { body: { email: 'ada@example.com', password: 'x' } })),
    );
    expect(error.message).toContain('type: Expected "bearer"');
  });

  it('reads a list of nothing usable as empty, reporting each skipped item', async () => {
    const reports = collectReports();
    intercept('get', '/v1/user/org', () => HttpResponse.json([{}, {}]));
    await expect(read(makeClient().api.GET('/v1/user/org'))).resolves.toEqual([]);
    expect(reports[0]?.message).toContain('skipped 2 unusable list item(s)');
  });

  it('rejects an answer without the list the screen needs', async () => {
    intercept('get', '/v1/user/org', () => HttpResponse.json({ organizations: [] }));
    expect((await failure(read(makeClient().api.GET('/v1/user/org')))).kind).toBe('contract');
  });

  it('drops keys the contract does not know', async () => {
    intercept('get', '/v1/user/org', () => HttpResponse.json([{ id: 7, name: 'Studio', seats: 5, internal: 'x' }]));
    await expect(read(makeClient().api.GET('/v1/user/org'))).resolves.toEqual([{ id: 7, name: 'Studio', seats: 5 }]);
  });

  it('applies the same checks to a call not awaited through read', async () => {
    intercept('get', '/v1/user/org', () => HttpResponse.json({ not: 'a list' }));
    const error = await failure(makeClient().api.GET('/v1/user/org'));
    expect(error.kind).toBe('contract');
  });
});

describe('writes whose answer is not read', () => {
  it.each([
    ['204 with no body', () => new HttpResponse(null, { status: 204 })],
    ['201 with no body', () => new HttpResponse(null, { status: 201 })],
    ['200 with {}', () => HttpResponse.json({})],
    ['200 with text', () => HttpResponse.text('OK')],
    ['200 with broken JSON', () => new HttpResponse('{"ok":', { headers: { 'Content-Type': 'application/json' } })],
  ])('count %s as done', async (_, answer) => {
    intercept('post', '/v1/feedback', answer);
    await expect(
      done(makeClient().api.POST('/v1/feedback', { body: { categoryId: 4, title: 't', body: 'b' } })),
    ).resolves.toBeUndefined();
  });

  it('still read the answer where the screen needs it: a signup answered 201 with nothing means "sign in next"', async () => {
    intercept('post', '/v1/user/create', () => new HttpResponse(null, { status: 201 }));
    await expect(
      read(
        makeClient().api.POST('/v1/user/create', {
          body: { username: 'ada2025', email: 'ada@example.com', password: 'Hologram1!' },
        }),
      ),
    ).resolves.toEqual({ message: '' });
  });
});

describe('reportError', () => {
  it('receives every failure once, with its operation and status, and never a cancelled call', async () => {
    const reports = collectReports();
    intercept('get', '/v1/plans', () => HttpResponse.json({ message: 'Kaboom' }, { status: 503 }));
    await failure(read(makeClient().api.GET('/v1/plans')));
    const controller = new AbortController();
    const pending = read(makeClient().api.GET('/v1/user/org', { signal: controller.signal }));
    controller.abort();
    await failure(pending);
    expect(reports).toEqual([expect.objectContaining({ operation: 'getPlans', status: 503 })]);
  });
});

describe('Idempotency-Key', () => {
  it('is sent with subscribe and savePaymentMethod when the caller gives one, and only then', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${BASE}/v1/subscription`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json(doneAnswer);
      }),
      http.post(`${BASE}/v1/billing/payment/method`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json(doneAnswer);
      }),
    );
    const { api } = makeClient();
    await done(
      api.POST('/v1/subscription', { body: { subTierId: 3 }, params: { header: idempotencyHeader('intent-1') } }),
    );
    await done(api.POST('/v1/subscription', { body: { subTierId: 3 } }));
    await done(
      api.POST('/v1/billing/payment/method', {
        body: { paymentMethod: 'pm_1' },
        params: { header: idempotencyHeader('card-pm_1') },
      }),
    );
    expect(keys).toEqual(['intent-1', null, 'card-pm_1']);
  });
});

describe('no answer', () => {
  it('turns a network failure into an ApiError of kind network', async () => {
    server.use(http.get(`${BASE}/v1/plans`, () => HttpResponse.error()));
    const error = await failure(read(makeClient().api.GET('/v1/plans')));
    expect(error).toMatchObject({ kind: 'network', status: 0, path: '/v1/plans', method: 'GET' });
    expect(error.message).toBe('Network error: the server could not be reached (GET /v1/plans)');
  });

  it('gives up after timeoutMs with an ApiError of kind timeout', async () => {
    server.use(
      http.get(`${BASE}/v1/plans`, async () => {
        await delay(2_000);
        return HttpResponse.json([]);
      }),
    );
    const error = await failure(read(makeClient({ timeoutMs: 50 }).api.GET('/v1/plans')));
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(error.message).toBe('The server did not answer within 0.05 s (GET /v1/plans)');
  });

  it("reports the caller's abort as kind aborted", async () => {
    server.use(
      http.get(`${BASE}/v1/plans`, async () => {
        await delay(2_000);
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const pending = read(makeClient().api.GET('/v1/plans', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    expect(await failure(pending)).toMatchObject({ kind: 'aborted', status: 0 });
  });

  it('uses the fetch it is given', async () => {
    const fetch = vi.fn((request: Request) => {
      expect(request.url).toBe(`${BASE}/v1/user/org`);
      return Promise.resolve(Response.json([{ id: 1, name: 'Own fetch', seats: 1 }]));
    });
    await expect(read(makeClient({ fetch }).api.GET('/v1/user/org'))).resolves.toEqual([
      { id: 1, name: 'Own fetch', seats: 1 },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('base URL', () => {
  it("resolves '' against the page, so the site can talk to its own origin", async () => {
    server.use(http.get(`${window.location.origin}/v1/plans`, () => HttpResponse.json([plan])));
    await expect(read(makeClient({ baseUrl: '' }).api.GET('/v1/plans'))).resolves.toEqual([plan]);
  });
});
