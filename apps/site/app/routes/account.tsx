import { AccountPage, accountResources, GeneralTab, PastDueBanner, readAccountTab } from '@holostream/features/account';
import { useAuth } from '@holostream/features/auth';
import { pricingResources } from '@holostream/features/pricing';
import { useFeatureResources } from '@holostream/features/shared';
import { useSearchParams } from 'react-router';
import { IOS_BETA_URL } from '../pages/site-links';
import { pageMeta } from '../i18n/page-title';
import { lazyTab } from '../shell/lazy-tab';

// Each tab but general is its own chunk, loaded when the tab opens (visx and Stripe stay out of the rest).
const GettingStartedTab = lazyTab(
  () => import('@holostream/features/getting-started'),
  (m) => [m.GettingStartedTab, m.gettingStartedResources],
);
const TeamTab = lazyTab(
  () => import('@holostream/features/team'),
  (m) => [m.TeamTab, m.teamResources],
);
const UsageTab = lazyTab(
  () => import('@holostream/features/usage'),
  (m) => [m.UsageTab, m.usageResources],
);
const BillingTab = lazyTab(
  () => import('@holostream/features/billing'),
  (m) => [m.BillingTab, m.billingResources],
);
const SecurityTab = lazyTab(
  () => import('@holostream/features/security'),
  (m) => [m.SecurityTab, m.securityResources],
);

export const meta = pageMeta('account');

/** /account (signed in): the tabbed account area. */
export default function Account() {
  // The plans' names and features show in the general and usage tabs.
  useFeatureResources(accountResources, pricingResources);
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  // The general tab shows the payment-failed notice itself; the banner repeats it on the other tabs.
  const onGeneral = readAccountTab(searchParams) === 'general';
  return (
    <AccountPage
      banner={onGeneral ? null : <PastDueBanner />}
      panels={{
        general: <GeneralTab user={{ username: user?.username ?? '', email: user?.email ?? '' }} />,
        'getting-started': <GettingStartedTab iosBetaUrl={IOS_BETA_URL} />,
        team: <TeamTab />,
        usage: <UsageTab />,
        billing: <BillingTab publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY} />,
        security: <SecurityTab />,
      }}
    />
  );
}
