/**
 * The openapi-fetch middleware of the client: a deadline per call, the bearer token on the calls the contract
 * secures, bodies read as JSON or text by content type, and every failure turned into one `ApiError` (spec §8).
 */
import type { Middleware } from 'openapi-fetch';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import type { OperationAuth, OperationId } from '../contract';
import { ApiError } from '../errors/api-error';
import { errorList, httpErrorMessage } from '../errors/http-error-message';
import { contractOperations } from '../generated/operations.generated';
import { responseSchemas } from '../schemas/responses';
import { bodyValue, readBody, type ReadBody } from './read-body';

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

const englishIssues = en().localeError;

function formatIssuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/** The first issues of a failed parse, as one line: `[0].price: Invalid input: expected number, received string`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, 3).map((issue) => `${formatIssuePath(issue.path)}: ${issue.message}`);
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : '';
  return `${shown.join('; ')}${more}`;
}

export function createMiddleware(context: MiddlewareContext): Middleware[] {
  /** The deadline of each request, to tell our timeout apart from the caller's own abort. */
  const deadlines = new WeakMap<Request, AbortSignal>();

  /** No (complete) answer: our deadline passed, the caller aborted, or the network failed. Status 0. */
  const failure = (request: Request, cause: unknown): ApiError => {
    const where = { method: request.method, path: context.relativePath(request.url), status: 0, cause };
    if (deadlines.get(request)?.aborted) {
      return new ApiError({
        ...where,
        kind: 'timeout',
        message: `The server did not answer within ${context.timeoutMs / 1000} s (${where.method} ${where.path})`,
      });
    }
    if (request.signal.aborted) {
      return new ApiError({ ...where, kind: 'aborted', message: `Request cancelled (${where.method} ${where.path})` });
    }
    return new ApiError({
      ...where,
      kind: 'network',
      message: `Network error: the server could not be reached (${where.method} ${where.path})`,
    });
  };

  const deadline: Middleware = {
    onRequest({ request }) {
      const timeout = AbortSignal.timeout(context.timeoutMs);
      const withDeadline = new Request(request, { signal: AbortSignal.any([request.signal, timeout]) });
      deadlines.set(withDeadline, timeout);
      return withDeadline;
    },
    onError({ request, error }) {
      return error instanceof ApiError ? error : failure(request, error);
    },
  };

  const bearer: Middleware = {
    async onRequest({ request, schemaPath }) {
      if (authFor(request.method, schemaPath) === 'none') return undefined;
      const token = await context.getToken();
      if (!token) return undefined;
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };

  const answers: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      let body: ReadBody;
      try {
        body = await readBody(response);
      } catch (cause) {
        throw failure(request, cause);
      }
      const method = request.method;
      const path = context.relativePath(request.url);

      if (!response.ok) {
        const value = bodyValue(body);
        const error = new ApiError({
          kind: 'http',
          status: response.status,
          message: httpErrorMessage({
            status: response.status,
            statusText: response.statusText,
            body: value,
            path,
            schemaPath,
          }),
          path,
          method,
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

      if (body.kind === 'invalid-json') {
        throw new ApiError({
          kind: 'contract',
          status: response.status,
          message: `${method} ${path} answered a body that is not valid JSON`,
          path,
          method,
          body: body.text,
        });
      }
      const value = bodyValue(body);
      const operationId = operationFor(method, schemaPath);
      let data = value;
      if (operationId !== undefined) {
        // The map is typed per operation (responses.ts); any schema of it will do here.
        const schema: z.ZodMiniType = responseSchemas[operationId];
        const checked = z.safeParse(schema, value, { error: englishIssues });
        if (!checked.success) {
          throw new ApiError({
            kind: 'contract',
            status: response.status,
            message: `${method} ${path} answered data that breaks the contract: ${describeIssues(checked.error.issues)}`,
            path,
            method,
            body: value,
          });
        }
        data = checked.data;
      }
      // openapi-fetch decodes JSON: hand it the checked value (unknown keys stripped) as JSON, whatever the content
      // type was (a text body becomes a JSON string).
      const json = data === undefined ? null : JSON.stringify(data);
      return new Response(json, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },
  };

  return [deadline, bearer, answers];
}
