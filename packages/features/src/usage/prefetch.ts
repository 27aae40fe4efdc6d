import { serverNow } from '@holostream/api';
import { plansQueryOptions } from '../shared/api/plans';
import { subscriptionQueryOptions } from '../shared/api/subscription';
import { usageQueryOptions } from '../shared/api/usage';
import { type ScreenPrefetch } from '../shared/api/prefetch';
import { defaultUsageRange } from './model/default-range';

/** What the hours warning above every account tab reads: the plan held, the plans, and this month's usage. */
export const prefetchHoursWarning: ScreenPrefetch = (queryClient, client) => {
  void queryClient.prefetchQuery(subscriptionQueryOptions(client));
  void queryClient.prefetchQuery(plansQueryOptions(client));
  void queryClient.prefetchQuery(usageQueryOptions(client, defaultUsageRange(serverNow())));
};
