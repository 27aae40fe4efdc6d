import type { ApiClient, BillingItem } from '@holostream/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';

/** The bills newest first (the spec does not promise the server's order); ties keep their order. */
export function newestFirst(items: readonly BillingItem[]): BillingItem[] {
  return [...items].sort((a, b) => b.created - a.created);
}

/** GET /v1/billing/history: the bills, newest first whatever order the server sent. */
export const billingHistoryQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.billingHistory,
    queryFn: async ({ signal }) => newestFirst(await client.getBillingHistory({ signal })),
  });

export function useBillingHistory() {
  return useQuery(billingHistoryQueryOptions(useApiClient()));
}
