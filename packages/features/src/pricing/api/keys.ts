/** TanStack Query keys of the pricing feature. */
export const pricingKeys = {
  all: ['pricing'] as const,
  // Signed in or not is part of the key: after a session expires here, the list loads again without the token.
  plans: (signedIn: boolean) => ['pricing', 'plans', { signedIn }] as const,
  subscription: () => ['pricing', 'subscription'] as const,
};
