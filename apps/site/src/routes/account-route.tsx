import { AccountPage, accountResources } from '@holostream/features/account';
import { RequireAuth } from '@holostream/features/auth';
import { useFeatureResources } from '@holostream/features/shared';
import { TabLoading, lazyTab } from './lazy-tab';

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

function Account() {
  useFeatureResources(accountResources);
  return (
    <AccountPage
      panels={{
        general: <TabLoading />,
        'getting-started': <GettingStartedTab />,
        team: <TeamTab />,
        usage: <UsageTab />,
        billing: <BillingTab publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY} />,
        security: <SecurityTab />,
      }}
    />
  );
}

/** /account (signed in): the tabbed account area; signed out goes to /login. */
export function Component() {
  return (
    <RequireAuth>
      <Account />
    </RequireAuth>
  );
}
