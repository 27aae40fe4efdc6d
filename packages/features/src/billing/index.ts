/**
 * @holostream/features/billing: the billing tab of /account (docs/product.md §2 Billing tab, §3, §4, §8): payment method, card dialog and billing history.
 * Add `billingResources` to the app's i18n (the site does it when the route loads).
 */
export { BillingTab, type BillingTabProps } from './components/billing-tab';
export { billingResources } from './locales/resources';
