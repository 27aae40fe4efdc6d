import type { UsageRange } from '@holostream/api';

/** TanStack Query keys of the usage feature. */
export const usageKeys = {
  all: ['usage'] as const,
  records: (range: UsageRange) => ['usage', 'records', range.start, range.end] as const,
  subscriptions: ['usage', 'subscriptions'] as const,
  plans: ['usage', 'plans'] as const,
};
