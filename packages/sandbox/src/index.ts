/**
 * The sandbox: a stateful reference implementation of openapi.yaml for development and tests (see README.md).
 * Not the production API. MSW handlers are in `./msw` (kept apart so the HTTP server does not load MSW).
 */
export { createSandbox, type Sandbox } from './app';
export { allowedHosts, isLoopbackOrigin } from './loopback';
export type { AuthState, SandboxEnv, SandboxOptions, SandboxRuntime } from './runtime';
export { isScenarioName, SANDBOX_SCENARIOS, type ScenarioName } from './scenarios';
export {
  HOSTILE_LENGTHS,
  HOSTILE_STRINGS,
  PLAN_IDS,
  SANDBOX_ACCOUNTS,
  SANDBOX_DEMO_TOKEN,
  SANDBOX_PLANS,
  SANDBOX_TOKENS,
  type SandboxUsername,
} from './seed';
export { SANDBOX_FIXED_NOW, sandboxFixtures, type SandboxFixtureOptions, type SandboxFixtures } from './fixtures';
export type { SandboxStore } from './store';
export { seededRandom } from './random';
