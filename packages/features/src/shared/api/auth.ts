import {
  done,
  read,
  type Answer,
  type ApiClient,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type ResetPasswordRequest,
  type SignupRequest,
} from '@holostream/api';
import { mutationOptions, queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { sessionsQueryOptions } from './sessions';

/** POST /v1/user/auth: signs in; the answer carries the token (the auth store keeps it). */
const login = (client: ApiClient, body: LoginRequest) => read(client.POST('/v1/user/auth', { body }));

/** POST /v1/user/create: registers; the answer may carry a token (`'token' in answer`: signed in at once). */
const signup = (client: ApiClient, body: SignupRequest) => read(client.POST('/v1/user/create', { body }));

/** Signs in; `onSuccess` stores the answer (it changes whose cache it is, which the auth provider follows). */
export function useLogin({ onSuccess }: { onSuccess: (answer: Answer<'login'>, credentials: LoginRequest) => void }) {
  const client = useApiClient();
  return useMutation({ mutationKey: ['login'], mutationFn: (body: LoginRequest) => login(client, body), onSuccess });
}

/** Registers; `onSuccess` signs in when the answer carries a token. */
export function useSignup({ onSuccess }: { onSuccess: (answer: Answer<'signup'>, body: SignupRequest) => void }) {
  const client = useApiClient();
  return useMutation({ mutationKey: ['signup'], mutationFn: (body: SignupRequest) => signup(client, body), onSuccess });
}

/**
 * POST /v1/user/logout with the token of the session that ended (the local session is already cleared when it is
 * sent); what it answers is ignored (docs/product.md §4).
 */
export const logoutRequest = (client: ApiClient) => (token: string) =>
  done(client.POST('/v1/user/logout', { headers: { Authorization: `Bearer ${token}` } }));

/** POST /v1/user/auth/forgot-password: asks for a reset link by e-mail. */
export const forgotPasswordMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['forgot-password'],
    mutationFn: (body: ForgotPasswordRequest) => done(client.POST('/v1/user/auth/forgot-password', { body })),
  });

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions(useApiClient()));
}

/**
 * GET /v1/user/auth/verify-reset-token/{token}: whether the link is valid and for which e-mail. Checked once: a
 * token becomes invalid when it is used, so a refetch after the reset would mislead.
 */
export const verifyResetTokenQueryOptions = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['reset-token', token],
    queryFn:
      token === ''
        ? skipToken
        : ({ signal }) =>
            read(client.GET('/v1/user/auth/verify-reset-token/{token}', { params: { path: { token } }, signal })),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useVerifyResetToken(token: string) {
  return useQuery(verifyResetTokenQueryOptions(useApiClient(), token));
}

/** POST /v1/user/auth/reset-password: sets the new password with the token of the link. */
export const resetPasswordMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['reset-password'],
    mutationFn: (body: ResetPasswordRequest) => done(client.POST('/v1/user/auth/reset-password', { body })),
  });

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions(useApiClient()));
}

/** POST /v1/user/auth/change-password: the server signs the other sessions out, so they reload. */
export function useChangePassword() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['change-password'],
    mutationFn: (body: ChangePasswordRequest) => done(client.POST('/v1/user/auth/change-password', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(client).queryKey }),
  });
}
