/** TanStack Query keys of the checkout feature. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  plans: ['checkout', 'plans'] as const,
  paymentMethod: ['checkout', 'payment-method'] as const,
  preview: (planId: number) => ['checkout', 'preview', planId] as const,
};
