/**
 * @holostream/features/account: the tabbed account page at /account and its general tab (docs/product.md §2
 * Account, General tab; §3 Subscription, Plan; §4 Subscription status, Cancellation).
 * Its words come with its components (`useTexts`).
 *
 *   <AccountPage panels={{ general: <GeneralTab user={user} />, billing: <BillingTab />, … }} />
 */
import type { AccountTabDefinition } from '../shared/account-tab';
import { accountTexts } from './locales/texts';
import { DEFAULT_ACCOUNT_TAB } from './model/account-tab';

export { AccountPage, type AccountPageProps } from './components/account-page';
export { DEFAULT_ACCOUNT_TAB, accountTabSearch, readAccountTab, withAccountTab } from './model/account-tab';

/** The general tab, first and the default: the profile and the subscription. */
export const generalTab: AccountTabDefinition = {
  name: DEFAULT_ACCOUNT_TAB,
  texts: accountTexts,
  label: 'general.tab',
};
export { GeneralTab, type GeneralTabProps } from './components/general-tab';
export { PastDueBanner } from './components/past-due-banner';
export {
  canCancel,
  cancelsImmediately,
  currentSubscription,
  DEFAULT_SUBSCRIPTION,
  STATUS_TONES,
} from './model/subscription';
