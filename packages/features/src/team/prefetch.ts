import { organizationsQueryOptions, type ScreenPrefetch } from '../shared/api';

/** What the team tab reads first: the person's organizations (their members follow the one selected). */
export const prefetchTeamTab: ScreenPrefetch = (queryClient, client) => {
  void queryClient.prefetchQuery(organizationsQueryOptions(client));
};
