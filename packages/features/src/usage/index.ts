/**
 * @holostream/features/usage: the usage tab of /account (docs/product.md §2 Usage tab, §5, §7, §9): streaming hours by month.
 * Add `usageResources` to the app's i18n (the site does it when the route loads).
 */
export { UsageTab, type UsageTabProps } from './components/usage-tab';
export { usageResources } from './locales/resources';
