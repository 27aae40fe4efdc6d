/**
 * The sandbox app: every operation of openapi.yaml on Web-standard Request/Response (Hono), over the in-memory
 * world. The same app serves HTTP (scripts/serve.ts) and MSW (msw.ts). A development and test tool, not the
 * production API.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { contractOperations, loggedPath, type ErrorBody, type OperationId } from '@holostream/api';
import { authenticate } from './auth';
import { errorResponse, SandboxError } from './errors';
import { isLoopbackOrigin } from './loopback';
import { authHandlers } from './routes/auth';
import { billingHandlers } from './routes/billing';
import { controlRoutes } from './routes/control';
import { sessionHandlers } from './routes/sessions';
import { subscriptionHandlers } from './routes/subscription';
import { teamHandlers } from './routes/team';
import type { OperationHandler } from './routes/types';
import { usageFeedbackHandlers } from './routes/usage-feedback';
import { applyVariations } from './variations';
import {
  createRuntime,
  type AuthState,
  type SandboxContext,
  type SandboxEnv,
  type SandboxOptions,
  type SandboxRuntime,
} from './runtime';
import type { SandboxStore } from './store';

/** Every operation's handler: a missing one fails `tsc`, and the contract test checks the paths. */
const handlers: Record<OperationId, OperationHandler> = {
  ...authHandlers,
  ...sessionHandlers,
  ...subscriptionHandlers,
  ...billingHandlers,
  ...teamHandlers,
  ...usageFeedbackHandlers,
};

/** The response header naming the operation that answered (tests use it to prove a route exists). */
export const OPERATION_HEADER = 'X-Sandbox-Operation';

/** How long the `slow` scenario waits unless `delayMs` says otherwise. */
export const SLOW_DELAY_MS = 2000;

/** Writes that honour `Idempotency-Key` (openapi.yaml): a charge and a saved card must not happen twice. */
const IDEMPOTENT: ReadonlySet<OperationId> = new Set(['subscribe', 'savePaymentMethod']);

/** Where the first answer to an idempotent request is kept, or undefined when the request has no key. */
function idempotencySlot(c: SandboxContext, operationId: OperationId, caller: AuthState | undefined) {
  const key = IDEMPOTENT.has(operationId) ? c.req.header('idempotency-key')?.trim() : undefined;
  return key && caller ? `${caller.account.id} ${operationId} ${key}` : undefined;
}

const operations = Object.entries(contractOperations) as [OperationId, (typeof contractOperations)[OperationId]][];

/** `/v1/org/{id}/member` → a RegExp for concrete paths. */
const templateRegExp = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);

const templates = operations.map(([operationId, { method, path }]) => ({
  operationId,
  method: method.toUpperCase(),
  pattern: templateRegExp(path),
}));

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the answer scenarios (slow, server-error, malformed-body, unexpected-shape) do instead of the handler. */
async function scenarioAnswer(c: SandboxContext, operationId: OperationId): Promise<Response | undefined> {
  const runtime = c.get('runtime');
  const active = runtime.scenarios();
  const only = runtime.scenarioOperations();
  const applies = !only || only.has(operationId);
  if (!applies) return undefined;
  if (active.has('slow')) {
    const delay = runtime.delayMs() ?? SLOW_DELAY_MS;
    if (delay === 'infinite') await new Promise<never>(() => undefined);
    else await wait(delay);
  }
  const headers = { 'Content-Type': 'application/json', [OPERATION_HEADER]: operationId };
  const status = contractOperations[operationId].success;
  if (active.has('server-error')) {
    const body: ErrorBody = { message: 'Internal server error (sandbox scenario "server-error")' };
    return new Response(JSON.stringify(body), { status: 500, headers });
  }
  if (active.has('malformed-body')) return new Response('{"data": [{"broken": ', { status, headers });
  if (active.has('unexpected-shape')) {
    return new Response(JSON.stringify({ unexpected: true, data: 'not what the contract says' }), { status, headers });
  }
  return undefined;
}

function operationRoute(operationId: OperationId) {
  const { auth } = contractOperations[operationId];
  const handler = handlers[operationId];
  return async (c: SandboxContext): Promise<Response> => {
    const runtime = c.get('runtime');
    runtime.stats.set(operationId, (runtime.stats.get(operationId) ?? 0) + 1);
    const scenario = await scenarioAnswer(c, operationId);
    if (scenario) return scenario;
    let response: Response;
    try {
      const store = await runtime.store();
      const caller = authenticate(c, store, auth);
      c.set('auth', caller);
      const slot = idempotencySlot(c, operationId, caller);
      const first = slot === undefined ? undefined : store.idempotentAnswers[slot];
      if (first) {
        response = new Response(first.body, { status: first.status, headers: { 'Content-Type': 'application/json' } });
      } else {
        response = await rememberedIn(store, slot, () => handler(c, store));
      }
      // Only an accepted request counts as using the token: a rejected one changes nothing.
      if (caller && response.status < 400) caller.session.lastUsedAt = runtime.now();
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error;
      response = errorResponse(error);
    }
    const only = runtime.scenarioOperations();
    if (!only || only.has(operationId)) response = await applyVariations(runtime.scenarios(), operationId, response);
    response.headers.set(OPERATION_HEADER, operationId);
    return response;
  };
}

/** Runs the handler; with a slot, keeps its answer (an error too, but never a 5xx) for a repeat. */
async function rememberedIn(
  store: SandboxStore,
  slot: string | undefined,
  handle: () => Response | Promise<Response>,
): Promise<Response> {
  let response: Response;
  try {
    response = await handle();
  } catch (error) {
    if (!(error instanceof SandboxError) || slot === undefined) throw error;
    response = errorResponse(error);
  }
  if (slot !== undefined && response.status < 500) {
    store.idempotentAnswers[slot] = { status: response.status, body: await response.clone().text() };
  }
  return response;
}

export interface Sandbox {
  /** The Hono app: mount it, or call `app.fetch`. */
  app: Hono<SandboxEnv>;
  /** `app.fetch`, bound. */
  fetch: (request: Request, env?: unknown) => Promise<Response>;
  /** The seeded world (seeding starts on the first request or call). */
  store(): Promise<SandboxStore>;
  runtime: SandboxRuntime;
}

/** A sandbox with its runtime exposed (tests inspect the store; stories need only its app). */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const runtime = createRuntime(options);
  const app = new Hono<SandboxEnv>();

  app.use('*', async (c, next) => {
    c.set('runtime', runtime);
    await next();
  });
  // The API may be called from another origin of this machine (a dev server, Storybook); bearer tokens need no
  // cookies. A page of any other origin cannot read what it answers (loopback.ts).
  app.use(
    '/v1/*',
    cors({
      origin: (origin) => (isLoopbackOrigin(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      exposeHeaders: ['Retry-After'],
    }),
  );

  for (const [operationId, { method, path }] of operations) {
    app.on(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1'), operationRoute(operationId));
  }
  app.route('/__sandbox', controlRoutes());

  app.notFound((c) => {
    const runtime = c.get('runtime');
    runtime.stats.set('unknown', (runtime.stats.get('unknown') ?? 0) + 1);
    // The path as any log may hold it: a reset token in it is named, not written.
    const pathname = loggedPath(new URL(c.req.url).pathname);
    const allowed = templates.filter((template) => template.pattern.test(pathname)).map((t) => t.method);
    if (allowed.length > 0) {
      return c.json({ message: `Method ${c.req.method} not allowed on ${pathname}` } satisfies ErrorBody, 405, {
        Allow: allowed.join(', '),
      });
    }
    return c.json({ message: `Not Found: ${pathname}` } satisfies ErrorBody, 404);
  });

  app.onError((error, c) => {
    runtime.log(
      `[sandbox] ${c.req.method} ${loggedPath(new URL(c.req.url).pathname)} failed: ${error instanceof Error ? error.stack : String(error)}`,
    );
    return c.json({ message: 'Internal sandbox error' } satisfies ErrorBody, 500);
  });

  return {
    app,
    fetch: (request, env) => Promise.resolve(app.fetch(request, env)),
    store: () => runtime.store(),
    runtime,
  };
}
