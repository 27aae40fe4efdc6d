import type { SandboxStore, SandboxUsername } from '@holostream/sandbox';

/** A reset link the sandbox accepts, as if its e-mail had been sent: `customize: withResetToken(token)`. */
export const STORY_RESET_TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** A sandbox `customize` that issues `token` for the account (demo by default), valid for an hour. */
export function withResetToken(token: string = STORY_RESET_TOKEN, username: SandboxUsername = 'demo') {
  return (store: SandboxStore) => {
    const account = store.accounts.find((candidate) => candidate.username === username);
    if (!account) throw new Error(`The sandbox has no account ${username}`);
    store.resetTokens.push({ token, accountId: account.id, expiresAt: Date.now() + 60 * 60 * 1000, used: false });
  };
}
