/**
 * The openapi-fetch middleware of the client: a deadline per call, the bearer token on the calls the contract
 * secures, bodies read as JSON or text by content type, and every failure turned into one `ApiError` (docs/product.md §8).
 */
import type { Middleware } from 'openapi-fetch';
import type { OperationAuth, OperationId } from '../contract';
import { ApiError } from '../errors/api-error';
import { errorList, httpErrorMessage } from '../errors/http-error-message';
import { contractOperations } from '../generated/operations.generated';
import { reportError } from '../errors/report-error';
import { noteServerDate } from '../calendar/server-clock';
import { loggedPath } from './logged-path';
import { describeIssues, isAnswerRead, readAnswer } from '../schemas/responses';
import { BodyTooLarge, bodyValue, readBody, type ReadBody } from './read-body';

type MaybePromise<T> = T | Promise<T>;

export interface MiddlewareContext {
  getToken: () => MaybePromise<string | null | undefined>;
  onSessionExpired: (error: ApiError, token: string) => void;
  timeoutMs: number;
  /** The request URL's path relative to the API base URL. */
  relativePath: (url: string) => string;
}

const operationIds = Object.keys(contractOperations) as OperationId[];

/** `METHOD /path/{template}` → operationId, from the generated list of the contract's operations. */
const operationByRoute = new Map<string, OperationId>(
  operationIds.map((id) => [`${contractOperations[id].method.toUpperCase()} ${contractOperations[id].path}`, id]),
);

export function operationFor(method: string, schemaPath: string): OperationId | undefined {
  return operationByRoute.get(`${method.toUpperCase()} ${schemaPath}`);
}

/** Who may call the operation at this method and path template; unknown routes are treated as secured. */
export function authFor(method: string, schemaPath: string): OperationAuth {
  const operationId = operationFor(method, schemaPath);
  return operationId === undefined ? 'required' : contractOperations[operationId].auth;
}

/**
 * openapi-fetch decodes JSON: hand it the value read (normalised, unknown keys dropped) as JSON with status 200,
 * whatever the content type and status were (a text body becomes a JSON string; a 204 becomes `{}`).
 */
function jsonResponse(value: unknown, { statusText, headers }: Response): Response {
  const json = new Headers(headers);
  json.set('Content-Type', 'application/json');
  json.delete('Content-Length');
  return new Response(JSON.stringify(value ?? null), { status: 200, statusText, headers: json });
}

export function createMiddleware(context: MiddlewareContext): Middleware[] {
  /** The deadline of each request, to tell our timeout apart from the caller's own abort. */
  const deadlines = new WeakMap<Request, AbortSignal>();

  /** No (complete) answer: our deadline passed, the caller aborted, or the network failed. Status 0. */
  const failure = (request: Request, cause: unknown, pathTemplate: string): ApiError => {
    const { method } = request;
    // Every message, error and report holds this path: a secret in it (a reset token) is written as its name.
    const path = loggedPath(context.relativePath(request.url));
    const kind = deadlines.get(request)?.aborted ? 'timeout' : request.signal.aborted ? 'aborted' : 'network';
    const what = {
      timeout: `The server did not answer within ${context.timeoutMs / 1000} s`,
      aborted: 'Request cancelled',
      network: 'Network error: the server could not be reached',
    }[kind];
    return new ApiError({ kind, status: 0, message: `${what} (${method} ${path})`, path, pathTemplate, method, cause });
  };

  const deadline: Middleware = {
    onRequest({ request }) {
      const timeout = AbortSignal.timeout(context.timeoutMs);
      const withDeadline = new Request(request, { signal: AbortSignal.any([request.signal, timeout]) });
      deadlines.set(withDeadline, timeout);
      return withDeadline;
    },
    onError({ request, error, schemaPath }) {
      return error instanceof ApiError ? error : failure(request, error, schemaPath);
    },
  };

  const bearer: Middleware = {
    async onRequest({ request, schemaPath }) {
      const auth = authFor(request.method, schemaPath);
      if (auth === 'none') return undefined;
      // A call that names its session (logout of a session already cleared here) keeps it.
      if (request.headers.has('Authorization')) return undefined;
      const token = await context.getToken();
      // Nobody is signed in (a logout a moment ago): a call only a session may make is not sent to be refused.
      if (!token && auth === 'required') {
        const path = context.relativePath(request.url);
        throw new ApiError({
          kind: 'aborted',
          status: 0,
          message: `Not sent: nobody is signed in (${request.method} ${path})`,
          path,
          pathTemplate: schemaPath,
          method: request.method,
        });
      }
      if (!token) return undefined;
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };

  const answers: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      noteServerDate(response.headers.get('Date'));
      const method = request.method;
      const path = loggedPath(context.relativePath(request.url));
      const where = { status: response.status, path, pathTemplate: schemaPath, method };
      /** A 2xx (or an answer) the site cannot use: kind 'contract'. */
      const unusable = (message: string, body?: unknown, cause?: unknown) =>
        new ApiError({ kind: 'contract', ...where, message, body, cause });
      let body: ReadBody;
      try {
        body = await readBody(response);
      } catch (cause) {
        // An answer too large to be one the site asked for: unusable, and not kept.
        if (cause instanceof BodyTooLarge) throw unusable(cause.message, undefined, cause);
        throw failure(request, cause, schemaPath);
      }

      if (!response.ok) {
        const value = bodyValue(body);
        const { statusText } = response;
        const error = new ApiError({
          kind: 'http',
          ...where,
          message: httpErrorMessage({ status: response.status, statusText, body: value, path, schemaPath }),
          errors: errorList(value),
          body: value,
        });
        // Only a call that may carry a token can have an expired session; a 401 from sign-in means bad credentials.
        const sent = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
        if (response.status === 401 && authFor(method, schemaPath) !== 'none' && sent) {
          context.onSessionExpired(error, sent);
        }
        throw error;
      }

      const operationId = operationFor(method, schemaPath);
      // A write whose answer no screen reads is done on any 2xx, whatever its body (none, {}, text).
      if (operationId !== undefined && !isAnswerRead(operationId)) return jsonResponse({}, response);
      if (body.kind === 'invalid-json')
        throw unusable(`${method} ${path} answered a body that is not valid JSON`, body.text);
      const value = bodyValue(body);
      if (operationId === undefined) return jsonResponse(value, response);
      const read = readAnswer(operationId, value);
      if (read.skipped.length > 0) {
        reportError({
          operation: operationId,
          status: response.status,
          message: `${method} ${path}: skipped ${read.skipped.length} unusable list item(s), read the rest`,
          detail: read.skipped.map(({ index, issues }) => `[${index}] ${describeIssues(issues)}`),
        });
      }
      if (!read.success) {
        throw unusable(
          `${method} ${path} answered data that breaks the contract: ${describeIssues(read.issues)}`,
          value,
        );
      }
      return jsonResponse(read.data, response);
    },
  };

  return [deadline, bearer, answers];
}
