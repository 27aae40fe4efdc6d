/**
 * @holostream/features/team: the team tab of /account (docs/product.md §2 Team tab, §3, §4, §5, §6, §8): organisation, members, invitation codes.
 * Its words come with its components (`useTexts`).
 */
export { TeamTab, type TeamTabProps } from './components/team-tab';
export { prefetchTeamTab } from './prefetch';
