/**
 * @holostream/features/usage: the usage tab of /account (docs/product.md §2 Usage tab, §5, §7, §9): streaming hours by month.
 * Its words come with its components (`useTexts`).
 */
export { UsageTab, type UsageTabProps } from './components/usage-tab';
export { HoursWarning, type HoursWarningProps } from './components/hours-warning';
export { prefetchHoursWarning } from './prefetch';
