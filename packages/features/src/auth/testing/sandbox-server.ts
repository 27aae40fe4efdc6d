import { sandboxMsw, type SandboxHandlersOptions } from '@holostream/sandbox/msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { TEST_BASE_URL } from './render';

/**
 * One MSW server per test file; each test picks its sandbox world with `sandbox.use(options)`
 * (fresh world, the test base URL, cheap password hashing) and gets the sandbox to inspect.
 */
export function setupSandboxServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    use(options: SandboxHandlersOptions = {}) {
      const { handlers, sandbox } = sandboxMsw({
        baseUrl: TEST_BASE_URL,
        passwordIterations: 1000,
        log: () => undefined,
        ...options,
      });
      server.resetHandlers(...handlers);
      return sandbox;
    },
  };
}
