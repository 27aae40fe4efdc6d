/**
 * The sandbox inside MSW, for Storybook and component tests: one handler forwards every /v1 and /__sandbox request
 * to the same app the HTTP server runs.
 *
 *   parameters: { msw: { handlers: sandboxHandlers({ signedInAs: 'demo', scenarios: ['payment-failed'] }) } }
 */
import { http, type HttpHandler } from 'msw';
import { createSandbox, type Sandbox } from './app';
import type { SandboxOptions } from './runtime';

export interface SandboxHandlersOptions extends SandboxOptions {
  /**
   * The API base URL the client under test calls (e.g. `https://api.example.test` or `http://localhost/api`).
   * Default: the page's own origin (any origin where there is no page, as in Node).
   */
  baseUrl?: string;
}

const SANDBOX_PATH = /^\/(v1|__sandbox)(\/|$)/;

/** The path the sandbox should see, or undefined when the request is not for it. */
function sandboxPath(url: URL, baseUrl: string | undefined): string | undefined {
  if (baseUrl) {
    const base = new URL(baseUrl, typeof location === 'undefined' ? undefined : location.href);
    const prefix = base.pathname.replace(/\/+$/, '');
    if (url.origin !== base.origin || !url.pathname.startsWith(`${prefix}/`)) return undefined;
    const rest = url.pathname.slice(prefix.length);
    return SANDBOX_PATH.test(rest) ? rest : undefined;
  }
  if (typeof location !== 'undefined' && url.origin !== location.origin) return undefined;
  return SANDBOX_PATH.test(url.pathname) ? url.pathname : undefined;
}

async function forwarded(request: Request, path: string): Promise<Request> {
  const url = new URL(request.url);
  if (url.pathname === path) return request;
  url.pathname = path;
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return new Request(url, { method: request.method, headers: request.headers, body });
}

/** The MSW handlers and the sandbox behind them (to inspect its store in a test). */
export function sandboxMsw(options: SandboxHandlersOptions = {}): { handlers: HttpHandler[]; sandbox: Sandbox } {
  const { baseUrl, ...sandboxOptions } = options;
  // In a browser every story seeds its own world: a lighter PBKDF2 cost keeps stories quick (still salted).
  const sandbox = createSandbox({ passwordIterations: 10_000, ...sandboxOptions });
  const handler = http.all(
    ({ request }) => sandboxPath(new URL(request.url), baseUrl) !== undefined,
    async ({ request }) => {
      const path = sandboxPath(new URL(request.url), baseUrl) ?? new URL(request.url).pathname;
      return sandbox.fetch(await forwarded(request, path));
    },
  );
  return { handlers: [handler], sandbox };
}

/** MSW handlers answering the whole contract from a fresh sandbox world. */
export function sandboxHandlers(options: SandboxHandlersOptions = {}): HttpHandler[] {
  return sandboxMsw(options).handlers;
}
