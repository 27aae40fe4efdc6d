import { fetchPlans, plansQueryOptions } from '@holostream/features/pricing';
import type { AppServices } from '../app/providers';
import { plansBeforeApp } from './plans-before-app';

/**
 * Hands the app what the plans page's own script (plans-island.ts) has: the plans it drew, so the first render
 * shows exactly those cards and React adopts them; or its pending answer, so the app does not ask twice (if that
 * answer fails, the app asks itself, and its usual retries and messages follow). Call it in the same task as
 * the render starts: from then on the script leaves the page to React.
 */
export function takeOverPlans({ queryClient, apiClient }: Pick<AppServices, 'queryClient' | 'apiClient'>): void {
  const before = plansBeforeApp();
  const options = plansQueryOptions(apiClient);
  if (before.state === 'shown') {
    queryClient.setQueryData(options.queryKey, before.plans);
  } else if (before.state === 'asked') {
    void queryClient.prefetchQuery({
      ...options,
      queryFn: async ({ signal }) => (await before.plans) ?? fetchPlans(apiClient, { signal }),
    });
  }
}
