/**
 * @holostream/features/team: the team tab of /account (docs/product.md §2 Team tab, §3, §4, §5, §6, §8): organisation, members, invitation codes.
 * Its words come with its components (`useTexts`).
 */
import { lazy } from 'react';
import type { AccountTabDefinition } from '../shared/account-tab';
import { organizationsQueryOptions } from '../shared/api/organizations';
import { teamTexts } from './locales/texts';

export type { TeamTabProps } from './components/team-tab';

const code = () => import('./components/team-tab');
/** The tab's panel, fetched apart from the page (docs/decisions/0001): its code comes with its reads. */
export const TeamTab = lazy(() => code().then((module) => ({ default: module.TeamTab })));

/** The team tab: it reads the person's organizations first (their members follow the one selected). */
export const teamTab: AccountTabDefinition = {
  name: 'team',
  texts: teamTexts,
  label: 'title',
  code,
  reads: (queryClient, client) => void queryClient.prefetchQuery(organizationsQueryOptions(client)),
};
