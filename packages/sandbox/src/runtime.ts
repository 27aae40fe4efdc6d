/**
 * The sandbox's options and its run-time state: the world (seeded lazily, since PBKDF2 is asynchronous and the app
 * must be created synchronously for MSW), the active scenarios, the clock and the request counts.
 */
import type { Context } from 'hono';
import type { OperationId } from '@holostream/api';
import { DEFAULT_PASSWORD_ITERATIONS } from './passwords';
import { cryptoBytes } from './random';
import { isScenarioName, scenarioSet, WORLD_SCENARIOS, type ScenarioName } from './scenarios';
import { seedWorld, type SandboxUsername } from './seed';
import type { SandboxStore, SessionRecord, AccountRecord } from './store';

export interface SandboxOptions {
  /** Named states to start in (scenarios.ts). */
  scenarios?: readonly ScenarioName[];
  /**
   * Limits the answer scenarios (slow, server-error, malformed-body, unexpected-shape) to these operations, e.g.
   * `['getMembers']` for a story where only the member list fails. All operations when absent.
   */
  scenarioOperations?: readonly OperationId[];
  /** The clock; the demo world is seeded relative to it. */
  now?: () => Date;
  /** Seed of the demo world's PRNG: the same seed gives the same codes and usage. Default 1. */
  seed?: number;
  /** Seeds the fixed token `SANDBOX_TOKENS[user]` for that account, so callers are signed in without a login. */
  signedInAs?: SandboxUsername;
  /** How long answers wait while the `slow` scenario is active; `'infinite'` never answers. Default 2000 ms. */
  delayMs?: number | 'infinite';
  /** Where reset links and other notices go. Default: `console.info`. */
  log?: (line: string) => void;
  /** PBKDF2 iterations for new hashes. Default 100 000. */
  passwordIterations?: number;
  /** Feedback accepted per account within the window before 429. Default 3 per 60 s. */
  feedbackRateLimit?: { max: number; windowMs: number };
  /** Changes the seeded world before it serves (each time it is seeded), for a state no scenario covers. */
  customize?: (store: SandboxStore) => void;
}

export interface AuthState {
  account: AccountRecord;
  session: SessionRecord;
}

/** The sandbox's run-time state and controls (`createRuntime`). */
export type SandboxRuntime = ReturnType<typeof createRuntime>;

export type SandboxEnv = {
  Variables: {
    runtime: SandboxRuntime;
    auth: AuthState | undefined;
  };
};

export type SandboxContext = Context<SandboxEnv>;

export function createRuntime(options: SandboxOptions) {
  const clock = () => (options.now ? options.now().getTime() : Date.now());
  // `setClock`: the world's time runs from another instant (a journey at a month's turn), at the same pace.
  let clockOffset = 0;
  const now = () => clock() + clockOffset;
  const iterations = options.passwordIterations ?? DEFAULT_PASSWORD_ITERATIONS;
  let names: ScenarioName[] = [...new Set(options.scenarios ?? [])].filter(isScenarioName);
  let active = scenarioSet(names);
  let operations: ReadonlySet<OperationId> | undefined = options.scenarioOperations
    ? new Set(options.scenarioOperations)
    : undefined;
  let current: SandboxStore | undefined;
  let pending: Promise<SandboxStore> | undefined;

  const seed = (): Promise<SandboxStore> => {
    const seeding = seedWorld({
      now: now(),
      seed: options.seed ?? 1,
      scenarios: active,
      signedInAs: options.signedInAs,
      iterations,
    }).then((store) => {
      options.customize?.(store);
      if (pending === seeding) current = store;
      return store;
    });
    pending = seeding;
    return seeding;
  };

  const worldKey = (set: ReadonlySet<ScenarioName>) => WORLD_SCENARIOS.filter((name) => set.has(name)).join(',');

  let delay = options.delayMs;

  return {
    options,
    /** How long the `slow` scenario waits (the option, unless the control route changed it). */
    delayMs: () => delay,
    setDelayMs: (next: number | 'infinite' | undefined) => {
      delay = next;
    },
    /** The world, once seeded. */
    store: () => pending ?? seed(),
    /** The world if it is already seeded (for synchronous inspection in tests). */
    currentStore: () => current,
    scenarios: (): ReadonlySet<ScenarioName> => active,
    scenarioNames: () => [...names],
    scenarioOperations: () => operations,
    /** Sets the active scenarios; reseeds when the world ones change. Resolves to whether it reseeded. */
    async setScenarios(next: readonly ScenarioName[], nextOperations?: readonly OperationId[]) {
      const before = worldKey(active);
      names = [...new Set(next)];
      active = scenarioSet(names);
      operations = nextOperations && nextOperations.length > 0 ? new Set(nextOperations) : undefined;
      if (worldKey(active) === before) return false;
      await seed();
      return true;
    },
    /** Seeds a fresh world (same scenarios unless given). */
    async reset(next?: readonly ScenarioName[]) {
      if (next) {
        names = [...new Set(next)];
        active = scenarioSet(names);
      }
      await seed();
    },
    now,
    /** Runs the clock from `at` (epoch milliseconds) from now on; null: the real clock again. */
    setClock(at: number | null) {
      clockOffset = at === null ? 0 : at - clock();
    },
    log: options.log ?? ((line: string) => console.info(line)),
    bytes: cryptoBytes,
    iterations,
    /** Requests per operationId (and `unknown`) since start or the last stats reset. */
    stats: new Map<string, number>(),
  };
}
