import type { ApiClient } from '@holostream/api';

/**
 * POST /v1/user/logout with the token of the session that ended (the local session is already cleared when it
 * is sent); the caller ignores what it answers (spec §4).
 */
export const logoutRequest = (client: ApiClient) => (token: string) => client.logout({ token });
