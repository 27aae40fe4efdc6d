/**
 * The §8 error body: every non-2xx answer is `{ message, errors? }`. Routes throw a `SandboxError`; the app turns
 * it into JSON. Anything else thrown is a sandbox bug and answers 500 (the fuzz test proves it never happens).
 */
import type { ErrorBody } from '@holostream/api';

export class SandboxError extends Error {
  readonly status: number;
  readonly errors: string[] | undefined;
  readonly headers: Record<string, string>;
  /** Fields of the answer beyond `message` and `errors` (the 402's `clientSecret` extension). */
  readonly extra: Record<string, unknown>;

  constructor(
    status: number,
    message: string,
    errors?: string[],
    headers: Record<string, string> = {},
    extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.extra = extra;
    this.name = 'SandboxError';
    this.status = status;
    this.errors = errors && errors.length > 0 ? errors : undefined;
    this.headers = headers;
  }

  get body(): ErrorBody {
    const base: ErrorBody = this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
    return { ...this.extra, ...base };
  }
}

/** 400 with the reasons listed (the site shows the first). */
export const badRequest = (message: string, errors?: string[]) =>
  new SandboxError(400, message, errors ?? (message === 'Validation failed' ? undefined : [message]));

export const unauthorized = (message = 'Unauthorized access') => new SandboxError(401, message);

export const forbidden = (message: string) => new SandboxError(403, message);
/** The request clashes with what exists (a username or an e-mail already taken): 409. */
export const conflict = (message: string, errors?: string[]) => new SandboxError(409, message, errors);

export const notFound = (message = 'Not found') => new SandboxError(404, message);

export function errorResponse(error: SandboxError): Response {
  return Response.json(error.body, { status: error.status, headers: error.headers });
}
