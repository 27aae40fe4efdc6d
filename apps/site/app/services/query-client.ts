import { retryQuery } from '@holostream/features/shared';
import { QueryClient } from '@tanstack/react-query';

/** The site's one query cache, loaded with the first page that calls the API. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: retryQuery, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
