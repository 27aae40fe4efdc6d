import type { ApiClient } from '@holostream/api';

/** POST /v1/user/logout: tells the server; the caller clears local state whatever it answers (spec §4). */
export const logoutRequest = (client: ApiClient) => () => client.logout();
