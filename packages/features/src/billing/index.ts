/**
 * @holostream/features/billing: the billing tab of /account (docs/product.md §2 Billing tab, §3, §4, §8): payment method, card dialog and billing history.
 * Its words come with its components (`useTexts`).
 */
export { BillingTab, type BillingTabProps } from './components/billing-tab';
export { prefetchBillingTab } from './prefetch';
