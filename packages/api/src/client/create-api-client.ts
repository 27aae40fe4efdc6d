/**
 * `createApiClient`: the one typed client of the site, openapi-fetch's own over openapi.yaml's paths
 * (`client.GET('/v1/plans', { signal })`), with the middleware that holds the cross-cutting rules: the bearer
 * token, a deadline, bodies read by content type and by the operation's tolerant reader, and every failure one
 * `ApiError` (docs/product.md §8). `read` and `done` await a call for what a screen uses.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { OperationId, Opened, paths } from '../contract';
import { ApiError } from '../errors/api-error';
import { reportError } from '../errors/report-error';
import { createMiddleware, operationFor } from './middleware';

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
   * Called when a call that carries a token answers 401 (clear the stored user and token, show the session-expired
   * dialog), with the token that call carried: a late answer for an old token must not end a newer session. The
   * call still rejects with the same `ApiError` ('Session expired').
   */
  onSessionExpired: (error: ApiError, token: string) => void;
  /** The fetch to use (tests). Defaults to the global fetch, looked up at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /** Milliseconds before a call gives up with an `ApiError` of kind 'timeout'. Default 20 000. */
  timeoutMs?: number;
}

/** openapi-fetch's client on the contract's paths: every failure rejects with an `ApiError`. */
export type ApiClient = Client<paths>;

/**
 * Answers the contract documents as part of a flow, not failures, so they are not reported: no saved card (404),
 * no invitation code yet (404), a payment that needs an extra step (402).
 */
const EXPECTED_ANSWERS: Partial<Record<OperationId, readonly number[]>> = {
  getPaymentMethod: [404],
  getInvitationCode: [404],
  subscribe: [402],
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  // A relative base ('' is this origin) resolves against the page; a prerendered page has none, and sends nothing.
  const page = globalThis.location?.href;
  const baseUrl = page === undefined ? options.baseUrl : new URL(options.baseUrl || '/', page).href;
  const basePath = new URL(baseUrl, 'https://base.invalid').pathname.replace(/\/+$/, '');
  const relativePath = (url: string): string => {
    const { pathname } = new URL(url);
    if (basePath === '' || !(pathname === basePath || pathname.startsWith(`${basePath}/`))) return pathname;
    return pathname.slice(basePath.length) || '/';
  };
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  // An answer that redirects is refused, never followed: the token must not travel to wherever it points.
  const client = createClient<paths>({
    baseUrl,
    fetch: (request) => baseFetch(new Request(request, { redirect: 'error' })),
  });
  client.use(
    ...createMiddleware({
      getToken: options.getToken,
      onSessionExpired: options.onSessionExpired,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      relativePath,
    }),
  );
  return client;
}

/** The operation of a failed call, for its report: read from the method and path template the error carries. */
function operationOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'api call';
  return operationFor(error.method, error.pathTemplate) ?? `${error.method} ${error.pathTemplate}`;
}

/** Reports a failed call once (a cancelled call and an answer the flow expects are not failures), and rethrows it. */
function reported(error: unknown): never {
  const operation = operationOf(error);
  const expected =
    error instanceof ApiError &&
    (error.kind === 'aborted' || (EXPECTED_ANSWERS[operation as OperationId]?.includes(error.status) ?? false));
  if (!expected) {
    reportError({
      operation,
      status: error instanceof ApiError ? error.status : undefined,
      message: error instanceof Error ? error.message : String(error),
      error,
    });
  }
  throw error;
}

/**
 * Awaits a call for its answer, as the operation's tolerant reader read it (unknown fields dropped, unknown enum
 * values kept: `Opened`): `read(client.GET('/v1/plans', { signal }))`. The path decides the operation, and so the
 * reader and the answer's type. Rejects with the call's `ApiError`, reported once.
 */
export async function read<Data>(pending: Promise<{ data?: Data; response: Response }>): Promise<Opened<Data>> {
  try {
    // The middleware read the body with the operation's reader (responses.ts checks it is `Opened` of the
    // contract's answer) and always hands a value on.
    return (await pending).data as Opened<Data>;
  } catch (error) {
    return reported(error);
  }
}

/** Awaits a write whose answer no screen reads: done on any 2xx. Rejects as `read` does. */
export async function done(pending: Promise<{ response: Response }>): Promise<void> {
  try {
    await pending;
  } catch (error) {
    reported(error);
  }
}

/** The `Idempotency-Key` header of a write that must not happen twice (a charge, a saved card). */
export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key });
