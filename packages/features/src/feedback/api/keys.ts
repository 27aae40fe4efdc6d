/** TanStack Query keys of the feedback feature. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  send: ['feedback', 'send'] as const,
};
