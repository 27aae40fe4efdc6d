import type { ApiClient, LoginRequest } from '@holostream/api';

/**
 * POST /v1/user/auth: signs in; the answer carries the token. It changes whose cache it is, which the
 * auth provider handles (it clears the cache whenever the signed-in person changes).
 */
export const loginRequest = (client: ApiClient) => (body: LoginRequest) => client.login(body);
