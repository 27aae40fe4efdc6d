/**
 * @holostream/features/account: the tabbed account page at /account and its general tab (docs/product.md §2
 * Account, General tab; §3 Subscription, Plan; §4 Subscription status, Cancellation).
 * Add `accountResources` to the app's i18n (the site does it when the route loads).
 *
 *   <AccountPage panels={{ general: <GeneralTab user={user} />, billing: <BillingTab />, … }} />
 */
export { AccountPage, type AccountPageProps } from './components/account-page';
export {
  ACCOUNT_TABS,
  DEFAULT_ACCOUNT_TAB,
  accountTabSearch,
  isAccountTab,
  readAccountTab,
  withAccountTab,
  type AccountTab,
} from './model/account-tab';
export { accountResources } from './locales/resources';
export { GeneralTab, type GeneralTabProps } from './components/general-tab';
export { PastDueBanner } from './components/past-due-banner';
export {
  canCancel,
  cancelsImmediately,
  currentSubscription,
  DEFAULT_SUBSCRIPTION,
  STATUS_TONES,
} from './model/subscription';
