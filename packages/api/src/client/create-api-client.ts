/**
 * `createApiClient`: the one typed client of the site, on openapi-fetch. One function per operation of openapi.yaml;
 * each resolves with the parsed, contract-checked body or rejects with an `ApiError`.
 */
import createClient, { type Client } from 'openapi-fetch';
import type {
  AddMemberRequest,
  ChangePasswordRequest,
  FeedbackRequest,
  ForgotPasswordRequest,
  LoginRequest,
  OperationId,
  RemoveMemberRequest,
  ResetPasswordRequest,
  RevokeSessionRequest,
  SavePaymentMethodRequest,
  SignupRequest,
  SubscribeRequest,
  UsageQuery,
  paths,
} from '../contract';
import { contractOperations } from '../generated/operations.generated';
import { ApiError } from '../errors/api-error';
import { reportError } from '../errors/report-error';
import type { Answer } from '../schemas/responses';
import { createMiddleware } from './middleware';

/** No spinner runs forever: a call without an answer after 20 s fails with kind 'timeout' (and can be retried). */
export const DEFAULT_TIMEOUT_MS = 20_000;

export interface ApiClientOptions {
  /**
   * The API's base URL, e.g. `https://api.example.com`. A relative value ('' or '/api') resolves against the page's
   * location, so '' means "the same origin as the site" (the sandbox).
   */
  baseUrl: string;
  /** The stored bearer token, or null when signed out. Read before every call that may carry it. */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /**
   * Called when a call that carries a token answers 401 (spec §4: clear the stored user and token, show the
   * session-expired dialog), with the token that call carried: a late answer for an old token must not end
   * a newer session. The call still rejects with the same `ApiError` ('Session expired').
   */
  onSessionExpired: (error: ApiError, token: string) => void;
  /** The fetch to use (tests, SSR). Defaults to the global fetch, looked up at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /** Milliseconds before a call gives up with an `ApiError` of kind 'timeout'. Default 20 000. */
  timeoutMs?: number;
}

/** Per-call options. */
export interface CallOptions {
  /** Cancels the call; it then rejects with an `ApiError` of kind 'aborted'. */
  signal?: AbortSignal;
}

/** Options of a write that must not happen twice (a charge, a saved card). */
export interface IdempotentCallOptions extends CallOptions {
  /**
   * The `Idempotency-Key` of the person's intent: send the same key when retrying the same intent
   * (after a timeout or a network drop), a new one for a new intent. The server answers a repeat with
   * the first answer and changes nothing twice.
   */
  idempotencyKey?: string;
}

/**
 * Answers the contract documents as part of a flow, not failures, so they are not reported: no saved card
 * (404), no invitation code yet (404), a payment that needs an extra step (402).
 */
const EXPECTED_ANSWERS: Partial<Record<OperationId, readonly number[]>> = {
  getPaymentMethod: [404],
  getInvitationCode: [404],
  subscribe: [402],
};

/** The `Idempotency-Key` header, when there is a key. */
const idempotencyHeader = (key: string | undefined) => (key ? { 'Idempotency-Key': key } : {});

/**
 * Every operation of openapi.yaml. A read resolves with what it read of its 2xx answer (`Answer`: tolerant of
 * unknown fields and values); a write whose answer no screen reads resolves on any 2xx. Each rejects with
 * `ApiError`, reported once through `reportError` (a cancelled call is not a failure).
 */
export interface ApiClient {
  /** POST /v1/user/auth: sign in. */
  login(body: LoginRequest, options?: CallOptions): Promise<Answer<'login'>>;
  /** POST /v1/user/create: register; the answer may carry a token (`'token' in answer`). */
  signup(body: SignupRequest, options?: CallOptions): Promise<Answer<'signup'>>;
  /**
   * POST /v1/user/logout. `token`: the session to end, when the caller has already cleared it locally (the
   * stored token is sent otherwise).
   */
  logout(options?: CallOptions & { token?: string }): Promise<void>;
  /** POST /v1/user/auth/forgot-password. */
  forgotPassword(body: ForgotPasswordRequest, options?: CallOptions): Promise<void>;
  /** GET /v1/user/auth/verify-reset-token/{token}. */
  verifyResetToken(token: string, options?: CallOptions): Promise<Answer<'verifyResetToken'>>;
  /** POST /v1/user/auth/reset-password. */
  resetPassword(body: ResetPasswordRequest, options?: CallOptions): Promise<void>;
  /** GET /v1/user/auth/sessions: the sessions, current first. */
  getSessions(options?: CallOptions): Promise<Answer<'getSessions'>>;
  /** POST /v1/user/auth/sessions/revoke. */
  revokeSession(body: RevokeSessionRequest, options?: CallOptions): Promise<void>;
  /** POST /v1/user/auth/change-password. */
  changePassword(body: ChangePasswordRequest, options?: CallOptions): Promise<void>;
  /** GET /v1/subscription: the first item is the user's subscription; empty means the free plan. */
  getSubscriptions(options?: CallOptions): Promise<Answer<'getSubscriptions'>>;
  /** POST /v1/subscription: subscribe; rejects with status 402 when the payment needs an extra step. */
  subscribe(body: SubscribeRequest, options?: IdempotentCallOptions): Promise<void>;
  /** DELETE /v1/subscription: cancel. */
  cancelSubscription(options?: CallOptions): Promise<void>;
  /** GET /v1/subscription/preview/{id}: what subscribing to plan `planId` costs today. */
  getSubscriptionPreview(planId: number, options?: CallOptions): Promise<Answer<'getSubscriptionPreview'>>;
  /** GET /v1/plans. */
  getPlans(options?: CallOptions): Promise<Answer<'getPlans'>>;
  /** GET /v1/billing/payment/method: rejects with status 404 ('Payment method not found') when none is saved. */
  getPaymentMethod(options?: CallOptions): Promise<Answer<'getPaymentMethod'>>;
  /** POST /v1/billing/payment/method. */
  savePaymentMethod(body: SavePaymentMethodRequest, options?: IdempotentCallOptions): Promise<void>;
  /** GET /v1/billing/history. */
  getBillingHistory(options?: CallOptions): Promise<Answer<'getBillingHistory'>>;
  /** GET /v1/downloads/plugin. */
  getPluginDownload(options?: CallOptions): Promise<Answer<'getPluginDownload'>>;
  /** GET /v1/downloads/oculus-app. */
  getOculusAppDownload(options?: CallOptions): Promise<Answer<'getOculusAppDownload'>>;
  /** GET /v1/user/org. */
  getOrganizations(options?: CallOptions): Promise<Answer<'getOrganizations'>>;
  /** GET /v1/org/{id}/member. */
  getMembers(orgId: number, options?: CallOptions): Promise<Answer<'getMembers'>>;
  /** POST /v1/org/{id}/member. */
  addMember(orgId: number, body: AddMemberRequest, options?: CallOptions): Promise<void>;
  /** DELETE /v1/org/{id}/member (JSON body `{ memberId }`). */
  removeMember(orgId: number, body: RemoveMemberRequest, options?: CallOptions): Promise<void>;
  /** GET /v1/user/invitation-code: rejects with status 404 when there is no current code. */
  getInvitationCode(options?: CallOptions): Promise<Answer<'getInvitationCode'>>;
  /** POST /v1/user/invitation-code. */
  createInvitationCode(options?: CallOptions): Promise<Answer<'createInvitationCode'>>;
  /** GET /v1/live/sessions: usage per month, in the range when given (see `usageRangeToQuery`). */
  getUsage(query?: UsageQuery, options?: CallOptions): Promise<Answer<'getUsage'>>;
  /** POST /v1/feedback: rejects with status 429 when sent too often. */
  sendFeedback(body: FeedbackRequest, options?: CallOptions): Promise<void>;
  /** The underlying openapi-fetch client, with the same middleware (token, errors, contract checks). */
  readonly raw: Client<paths>;
}

// The client has exactly one method per operation of the contract: adding one to openapi.yaml without a
// method here (or the reverse) fails the type check.
type ClientMethods = Exclude<keyof ApiClient, 'raw'>;
const oneMethodPerOperation: [ClientMethods, OperationId] extends [OperationId, ClientMethods] ? true : never = true;
void oneMethodPerOperation;

function resolveBaseUrl(baseUrl: string): URL {
  const page = typeof globalThis.location === 'undefined' ? undefined : globalThis.location.href;
  try {
    return new URL(baseUrl, page);
  } catch (cause) {
    throw new TypeError(
      `createApiClient: baseUrl "${baseUrl}" is not an absolute URL and there is no page to resolve it`,
      {
        cause,
      },
    );
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = resolveBaseUrl(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const relativePath = (url: string): string => {
    const { pathname } = new URL(url);
    if (basePath === '' || !(pathname === basePath || pathname.startsWith(`${basePath}/`))) return pathname;
    return pathname.slice(basePath.length) || '/';
  };
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  const raw = createClient<paths>({ baseUrl: base.href, fetch: (request) => baseFetch(request) });
  raw.use(
    ...createMiddleware({
      getToken: options.getToken,
      onSessionExpired: options.onSessionExpired,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      relativePath,
    }),
  );

  /** Awaits a read; the middleware has already turned failures into `ApiError` and read the body. */
  async function call<Op extends OperationId>(
    operationId: Op,
    pending: Promise<{ data?: unknown; response: Response }>,
  ): Promise<Answer<Op>> {
    try {
      const { data, response } = await pending;
      // The middleware read `data` with responseSchemas[operationId], whose output type is Answer<Op>.
      if (data !== undefined) return data as Answer<Op>;
      const { method, path } = contractOperations[operationId];
      throw new ApiError({
        kind: 'contract',
        status: response.status,
        message: `${method.toUpperCase()} ${path} answered no body`,
        path,
        method: method.toUpperCase(),
      });
    } catch (error) {
      const expected =
        error instanceof ApiError &&
        (error.kind === 'aborted' || (EXPECTED_ANSWERS[operationId]?.includes(error.status) ?? false));
      if (!expected) {
        reportError({
          operation: operationId,
          status: error instanceof ApiError ? error.status : undefined,
          message: error instanceof Error ? error.message : String(error),
          error,
        });
      }
      throw error;
    }
  }

  /** Awaits a write whose answer is not read: any 2xx is done. */
  async function write(operationId: OperationId, pending: Promise<{ response: Response }>): Promise<void> {
    await call(
      operationId,
      pending.then(({ response }) => ({ data: null, response })),
    );
  }

  return {
    raw,
    login: (body, { signal } = {}) => call('login', raw.POST('/v1/user/auth', { body, signal })),
    signup: (body, { signal } = {}) => call('signup', raw.POST('/v1/user/create', { body, signal })),
    logout: ({ signal, token } = {}) =>
      write(
        'logout',
        raw.POST('/v1/user/logout', { signal, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) }),
      ),
    forgotPassword: (body, { signal } = {}) =>
      write('forgotPassword', raw.POST('/v1/user/auth/forgot-password', { body, signal })),
    verifyResetToken: (token, { signal } = {}) =>
      call(
        'verifyResetToken',
        raw.GET('/v1/user/auth/verify-reset-token/{token}', { params: { path: { token } }, signal }),
      ),
    resetPassword: (body, { signal } = {}) =>
      write('resetPassword', raw.POST('/v1/user/auth/reset-password', { body, signal })),
    getSessions: ({ signal } = {}) => call('getSessions', raw.GET('/v1/user/auth/sessions', { signal })),
    revokeSession: (body, { signal } = {}) =>
      write('revokeSession', raw.POST('/v1/user/auth/sessions/revoke', { body, signal })),
    changePassword: (body, { signal } = {}) =>
      write('changePassword', raw.POST('/v1/user/auth/change-password', { body, signal })),
    getSubscriptions: ({ signal } = {}) => call('getSubscriptions', raw.GET('/v1/subscription', { signal })),
    subscribe: (body, { signal, idempotencyKey } = {}) =>
      write(
        'subscribe',
        raw.POST('/v1/subscription', { body, params: { header: idempotencyHeader(idempotencyKey) }, signal }),
      ),
    cancelSubscription: ({ signal } = {}) => write('cancelSubscription', raw.DELETE('/v1/subscription', { signal })),
    getSubscriptionPreview: (planId, { signal } = {}) =>
      call(
        'getSubscriptionPreview',
        raw.GET('/v1/subscription/preview/{id}', { params: { path: { id: planId } }, signal }),
      ),
    getPlans: ({ signal } = {}) => call('getPlans', raw.GET('/v1/plans', { signal })),
    getPaymentMethod: ({ signal } = {}) => call('getPaymentMethod', raw.GET('/v1/billing/payment/method', { signal })),
    savePaymentMethod: (body, { signal, idempotencyKey } = {}) =>
      write(
        'savePaymentMethod',
        raw.POST('/v1/billing/payment/method', { body, params: { header: idempotencyHeader(idempotencyKey) }, signal }),
      ),
    getBillingHistory: ({ signal } = {}) => call('getBillingHistory', raw.GET('/v1/billing/history', { signal })),
    getPluginDownload: ({ signal } = {}) => call('getPluginDownload', raw.GET('/v1/downloads/plugin', { signal })),
    getOculusAppDownload: ({ signal } = {}) =>
      call('getOculusAppDownload', raw.GET('/v1/downloads/oculus-app', { signal })),
    getOrganizations: ({ signal } = {}) => call('getOrganizations', raw.GET('/v1/user/org', { signal })),
    getMembers: (orgId, { signal } = {}) =>
      call('getMembers', raw.GET('/v1/org/{id}/member', { params: { path: { id: orgId } }, signal })),
    addMember: (orgId, body, { signal } = {}) =>
      write('addMember', raw.POST('/v1/org/{id}/member', { params: { path: { id: orgId } }, body, signal })),
    removeMember: (orgId, body, { signal } = {}) =>
      write('removeMember', raw.DELETE('/v1/org/{id}/member', { params: { path: { id: orgId } }, body, signal })),
    getInvitationCode: ({ signal } = {}) => call('getInvitationCode', raw.GET('/v1/user/invitation-code', { signal })),
    createInvitationCode: ({ signal } = {}) =>
      call('createInvitationCode', raw.POST('/v1/user/invitation-code', { signal })),
    getUsage: (query, { signal } = {}) =>
      call('getUsage', raw.GET('/v1/live/sessions', { params: query ? { query } : {}, signal })),
    sendFeedback: (body, { signal } = {}) => write('sendFeedback', raw.POST('/v1/feedback', { body, signal })),
  };
}
