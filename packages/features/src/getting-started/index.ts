/**
 * @holostream/features/getting-started: the getting-started tab of /account (docs/product.md §2 Getting-started tab, §9): downloads, guides and sample code.
 * Add `gettingStartedResources` to the app's i18n (the site does it when the route loads).
 */
export { GettingStartedTab, type GettingStartedTabProps } from './components/getting-started-tab';
export { GUIDE_SECTIONS, type GuideSection } from './model/sections';
export { IOS_BETA_URL } from './model/links';
export { gettingStartedResources } from './locales/resources';
