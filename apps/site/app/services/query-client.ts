import { retryQuery } from '@holostream/features/shared';
import { QueryClient } from '@tanstack/react-query';

/**
 * The site's one query cache. Offline, a call is made and fails at once (`networkMode: 'always'`): the screen says to
 * check the connection, with its retry, instead of a spinner that waits; a read fetches again by itself once the
 * browser is back online, and a write is never sent later by surprise.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: retryQuery,
      refetchOnWindowFocus: false,
      networkMode: 'always',
      refetchOnReconnect: true,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
