/**
 * @holostream/features/getting-started: the getting-started tab of /account (docs/product.md §2 Getting-started tab, §9): downloads, guides and sample code.
 * Its words come with its components (`useTexts`).
 */
export { GettingStartedTab, type GettingStartedTabProps } from './components/getting-started-tab';
export { GUIDE_SECTIONS, type GuideSection } from './model/sections';
export { IOS_BETA_URL } from './model/links';
export { prefetchGettingStartedTab } from './prefetch';
