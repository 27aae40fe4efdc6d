/**
 * @holostream/features/account: the tabbed account page at /account and its general tab (docs/product.md §2
 * Account, General tab; §3 Subscription, Plan; §4 Subscription status, Cancellation).
 * Its words come with its components (`useTexts`).
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
export { GeneralTab, type GeneralTabProps } from './components/general-tab';
export { PastDueBanner } from './components/past-due-banner';
export {
  canCancel,
  cancelsImmediately,
  currentSubscription,
  DEFAULT_SUBSCRIPTION,
  STATUS_TONES,
} from './model/subscription';
