import { AccountPage, GeneralTab, PastDueBanner, readAccountTab, type AccountTab } from '@holostream/features/account';
import { useAuth } from '@holostream/features/auth';
import { BillingTab } from '@holostream/features/billing';
import { GettingStartedTab } from '@holostream/features/getting-started';
import { SecurityTab } from '@holostream/features/security';
import { TeamTab } from '@holostream/features/team';
import { HoursWarning, UsageTab } from '@holostream/features/usage';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { pageMeta } from '../i18n/page-title';
import { IOS_BETA_URL } from '../pages/site-links';

export const meta = pageMeta('account');

/** The general tab with the signed-in person's name and e-mail. */
function GeneralTabOfUser() {
  const { user } = useAuth();
  return <GeneralTab user={{ username: user?.username ?? '', email: user?.email ?? '' }} />;
}

/**
 * Each tab's panel. The tabs' code comes with the page, in one round: a tab opens at once, and a cold
 * `/account?tab=billing` waits for nothing more than the page (docs/decisions/0001).
 */
const PANELS: Record<AccountTab, () => ReactNode> = {
  general: () => <GeneralTabOfUser />,
  'getting-started': () => <GettingStartedTab iosBetaUrl={IOS_BETA_URL} />,
  team: () => <TeamTab />,
  usage: () => <UsageTab />,
  billing: () => <BillingTab publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY} />,
  security: () => <SecurityTab />,
};

/**
 * /account (signed in): the tabbed account area (`?tab=`, docs/product.md §2), with its banners on every tab: the
 * payment-failed notice (the general tab shows it in place) and the streaming-hours warning.
 */
export default function AccountRoute() {
  const tab = readAccountTab(useSearchParams()[0]);
  const banner = (
    <>
      {tab === 'general' ? null : <PastDueBanner />}
      <HoursWarning onUsageTab={tab === 'usage'} />
    </>
  );
  return <AccountPage banner={banner} panels={{ [tab]: PANELS[tab]() }} />;
}
