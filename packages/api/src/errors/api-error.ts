/**
 * The one error every call of the client throws.
 * - 'http': the server answered non-2xx; `status` and the message follow docs/product.md §8.
 * - 'network': the server could not be reached (status 0).
 * - 'timeout': no answer within the client's `timeoutMs` (status 0).
 * - 'aborted': the caller's AbortSignal cancelled the call, or a call only a session may make was not sent because
 *   nobody is signed in (status 0).
 * - 'contract': a 2xx answer broke openapi.yaml (not JSON, or not the documented shape).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'contract';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status, or 0 when there was no answer. */
  status: number;
  message: string;
  /**
   * The called path relative to the API base URL, e.g. `/v1/org/7/member`; a secret in it is written as the contract
   * names it (`/v1/user/auth/verify-reset-token/{token}`).
   */
  path: string;
  /** The path of openapi.yaml the call was made on, e.g. `/v1/org/{id}/member`: the one safe to report. */
  pathTemplate?: string;
  /** The HTTP method, upper case. */
  method: string;
  /** The server's `errors` list, when the body had one. */
  errors?: readonly string[];
  /** The decoded body of the answer, when there was one. */
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly path: string;
  readonly pathTemplate: string;
  readonly method: string;
  readonly errors: readonly string[];
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.path = init.path;
    this.pathTemplate = init.pathTemplate ?? '';
    this.method = init.method;
    this.errors = init.errors ?? [];
    this.body = init.body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
