import { SANDBOX_ACCOUNTS, SANDBOX_DEMO_TOKEN } from '@holostream/sandbox';
import type { AuthStoryParameters } from './with-auth';

/** `parameters.auth.user` of the demo account, whose token the sandbox seeds with `signedInAs: 'demo'`. */
export const DEMO_USER: NonNullable<AuthStoryParameters['user']> = {
  username: SANDBOX_ACCOUNTS.demo.username,
  email: SANDBOX_ACCOUNTS.demo.email,
  token: SANDBOX_DEMO_TOKEN,
};
