import { serverNow } from '@holostream/api';
import { usageQueryOptions, type ScreenPrefetch } from '../shared/api';
import { wholeUsageRange } from './model/setup-steps';

/** What the getting-started tab reads: the usage on record (the setup checklist's first stream). */
export const prefetchGettingStartedTab: ScreenPrefetch = (queryClient, client) => {
  void queryClient.prefetchQuery(usageQueryOptions(client, wholeUsageRange(serverNow())));
};
