/**
 * @holostream/features/team: the team tab of /account (docs/product.md §2 Team tab, §3, §4, §5, §6, §8): organisation, members, invitation codes.
 * Its words come with its components (`useTexts`).
 */
import type { AccountTabDefinition } from '../shared/account-tab';
import { organizationsQueryOptions } from '../shared/api/organizations';
import { teamTexts } from './locales/texts';

export { TeamTab, type TeamTabProps } from './components/team-tab';

/** The team tab: it reads the person's organizations first (their members follow the one selected). */
export const teamTab: AccountTabDefinition = {
  name: 'team',
  texts: teamTexts,
  label: 'title',
  reads: (queryClient, client) => void queryClient.prefetchQuery(organizationsQueryOptions(client)),
};
