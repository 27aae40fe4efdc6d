/** TanStack Query keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  subscription: ['account', 'subscription'] as const,
  plans: ['account', 'plans'] as const,
};
