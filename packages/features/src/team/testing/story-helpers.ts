/** Story helpers of the team feature (Storybook only). */
import { SANDBOX_FIXED_NOW, type SandboxStore, type SandboxUsername } from '@holostream/sandbox';
import type { SandboxHandlersOptions } from '@holostream/sandbox/msw';
import { sandbox } from '../../shared/testing/stories';

/**
 * The one clock of a story, shared by the sandbox (it seeds codes relative to it and checks expiry
 * against it) and the tab's countdown. It stands still unless a story moves it, so every run shows
 * the same time left; the meta's beforeEach puts it back before the world is reseeded.
 */
export const storyClock = {
  now: SANDBOX_FIXED_NOW.getTime(),
  reset() {
    this.now = SANDBOX_FIXED_NOW.getTime();
  },
  read: () => storyClock.now,
};

/** `parameters.msw`: the sandbox world on the story clock, signed in as `user`. */
export const world = (user: SandboxUsername = 'demo', options: SandboxHandlersOptions = {}) =>
  sandbox(user, { now: () => new Date(storyClock.now), ...options });

/** alex's invitation code in every story world, so a story can type it. */
export const ALEX_CODE = 'ALEX-2025-CODE-0001';

/** A sandbox `customize` giving alex the known code `ALEX_CODE`. */
export function withAlexCode(store: SandboxStore) {
  const alex = store.accounts.find((account) => account.username === 'alex');
  const code = store.invitationCodes.find((candidate) => candidate.accountId === alex?.id);
  if (!code) throw new Error('alex has no invitation code in the sandbox');
  code.code = ALEX_CODE;
}
