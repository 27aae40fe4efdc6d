import type { ApiClient, SignupRequest } from '@holostream/api';

/** POST /v1/user/create: registers; the answer may carry a token (`'token' in answer`). */
export const signupRequest = (client: ApiClient) => (body: SignupRequest) => client.signup(body);
