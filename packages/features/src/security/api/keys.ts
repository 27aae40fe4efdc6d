/** TanStack Query keys of the security feature. */
export const securityKeys = {
  all: ['security'] as const,
  sessions: ['security', 'sessions'] as const,
};
