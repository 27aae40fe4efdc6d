/**
 * @holostream/features/usage: the usage tab of /account (docs/product.md §2 Usage tab, §5, §7, §9): streaming hours by month.
 * Its words come with its components (`useTexts`).
 */
import { lazy } from 'react';
import type { AccountTabDefinition } from '../shared/account-tab';
import { usageTexts } from './locales/texts';

export type { UsageTabProps } from './components/usage-tab';

const code = () => import('./components/usage-tab');
/** The tab's panel, fetched apart from the page (docs/decisions/0001): its code comes with its reads. */
export const UsageTab = lazy(() => code().then((module) => ({ default: module.UsageTab })));
export { HoursWarning, type HoursWarningProps } from './components/hours-warning';
export { prefetchHoursWarning } from './prefetch';

/** The usage tab: what it reads first is the hours warning's (this month's usage), started on every tab. */
export const usageTab: AccountTabDefinition = { name: 'usage', texts: usageTexts, label: 'title', code };
