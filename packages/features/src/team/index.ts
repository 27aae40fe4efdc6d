/**
 * @holostream/features/team: the team tab of /account (docs/product.md §2 Team tab, §3, §4, §5, §6, §8): organisation, members, invitation codes.
 * Add `teamResources` to the app's i18n (the site does it when the route loads).
 */
export { TeamTab, type TeamTabProps } from './components/team-tab';
export { teamResources } from './locales/resources';
