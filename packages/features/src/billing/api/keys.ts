/** TanStack Query keys of the billing tab. */
export const billingKeys = {
  all: ['billing'] as const,
  paymentMethod: ['billing', 'payment-method'] as const,
  history: ['billing', 'history'] as const,
};
