/**
 * Typed fixtures for stories and tests: the demo world exactly as the sandbox answers it, built synchronously from
 * the same seed and views (no HTTP, no MSW). Use them where a story or a test needs data without a server;
 * everything here satisfies the contract, so none has to hand-write an object the schema would reject.
 */
import type { Plan, Session, Subscription } from '@holostream/api';
import { scenarioSet, type ScenarioName } from './scenarios';
import { buildWorld, type SandboxUsername } from './seed';
import { activeSessions, effectiveSubscriptions, sortSessions, viewSession, viewSubscription } from './views';

/** The instant fixtures are built at by default, so screenshots do not change from day to day. */
export const SANDBOX_FIXED_NOW = new Date('2025-07-10T09:00:00.000Z');

export interface SandboxFixtureOptions {
  /** Default `SANDBOX_FIXED_NOW`. */
  now?: Date;
  scenarios?: readonly ScenarioName[];
  seed?: number;
  /** Whose world to view. Default `demo`. */
  user?: SandboxUsername;
}

export interface SandboxFixtures {
  plans: Plan[];
  subscriptions: Subscription[];
  sessions: Session[];
}

export function sandboxFixtures(options: SandboxFixtureOptions = {}): SandboxFixtures {
  const now = (options.now ?? SANDBOX_FIXED_NOW).getTime();
  const user = options.user ?? 'demo';
  const scenarios = scenarioSet(options.scenarios ?? []);
  const { store } = buildWorld({ now, seed: options.seed ?? 1, scenarios, signedInAs: user });
  const account = store.accounts.find((candidate) => candidate.username === user);
  const current = store.sessions.find(
    (session) => session.accountId === account?.id && session.token.startsWith('oat_sandbox.'),
  );
  if (!account || !current) throw new Error(`The seeded world has no account ${user}`);

  return {
    plans: [...store.plans].sort((a, b) => a.price - b.price),
    subscriptions: effectiveSubscriptions(store, account.id, now).map(viewSubscription),
    sessions: scenarios.has('no-sessions')
      ? []
      : sortSessions(activeSessions(store, account.id, now), current.id).map((s) => viewSession(s, current.id)),
  };
}
