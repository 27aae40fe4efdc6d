import { sessionsQueryOptions, type ScreenPrefetch } from '../shared/api';

/** What the security tab reads: the sessions. */
export const prefetchSecurityTab: ScreenPrefetch = (queryClient, client) => {
  void queryClient.prefetchQuery(sessionsQueryOptions(client));
};
