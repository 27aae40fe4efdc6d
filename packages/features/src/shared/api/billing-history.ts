import { read, type ApiClient, type BillingItem } from '@holostream/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';

/** The bills newest first (the server's order is not promised); ties keep their order. */
export function newestFirst(items: readonly BillingItem[]): BillingItem[] {
  return [...items].sort((a, b) => b.created - a.created);
}

/** GET /v1/billing/history: the bills, newest first whatever order the server sent. */
export const billingHistoryQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['billing', 'history'],
    queryFn: async ({ signal }) => newestFirst(await read(client.GET('/v1/billing/history', { signal }))),
  });

export function useBillingHistory() {
  return useQuery(billingHistoryQueryOptions(useApiClient()));
}
