/** TanStack Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  verifyResetToken: (token: string) => ['auth', 'verify-reset-token', token] as const,
};
