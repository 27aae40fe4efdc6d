/**
 * @holostream/features/getting-started: the getting-started tab of /account (docs/product.md §2 Getting-started tab, §9): downloads, guides and sample code.
 * Its words come with its components (`useTexts`).
 */
import { serverNow } from '@holostream/api';
import { lazy } from 'react';
import type { AccountTabDefinition } from '../shared/account-tab';
import { usageQueryOptions } from '../shared/api/usage';
import { gettingStartedTexts } from './locales/texts';
import { wholeUsageRange } from './model/setup-steps';

export type { GettingStartedTabProps } from './components/getting-started-tab';

const code = () => import('./components/getting-started-tab');
/** The tab's panel, fetched apart from the page (docs/decisions/0001): its code comes with its reads. */
export const GettingStartedTab = lazy(() => code().then((module) => ({ default: module.GettingStartedTab })));
export { GUIDE_SECTIONS, type GuideSection } from './model/sections';
export { IOS_BETA_URL } from './model/links';

/** The getting-started tab: it reads the usage on record (the setup checklist's first stream). */
export const gettingStartedTab: AccountTabDefinition = {
  name: 'getting-started',
  texts: gettingStartedTexts,
  label: 'title',
  code,
  reads: (queryClient, client) =>
    void queryClient.prefetchQuery(usageQueryOptions(client, wholeUsageRange(serverNow()))),
};
