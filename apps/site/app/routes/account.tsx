import { AccountPage, GeneralTab, PastDueBanner, readAccountTab, type AccountTab } from '@holostream/features/account';
import { useAuth } from '@holostream/features/auth';
import { BillingTab, prefetchBillingTab } from '@holostream/features/billing';
import { GettingStartedTab, prefetchGettingStartedTab } from '@holostream/features/getting-started';
import { prefetchSecurityTab, SecurityTab } from '@holostream/features/security';
import type { ScreenPrefetch } from '@holostream/features/shared';
import { prefetchTeamTab, TeamTab } from '@holostream/features/team';
import { HoursWarning, prefetchHoursWarning, UsageTab } from '@holostream/features/usage';
import type { ReactNode } from 'react';
import { pageMeta } from '../i18n/page-title';
import { IOS_BETA_URL } from '../external-links';
import { appServices } from '../services/providers';
import { queryClient } from '../services/query-client';
import type { Route } from './+types/account';

export const meta = pageMeta('account');

/** The general tab with the signed-in person's name and e-mail. */
function GeneralTabOfUser() {
  const { user } = useAuth();
  return <GeneralTab user={{ username: user?.username ?? '', email: user?.email ?? '' }} />;
}

/**
 * Each tab: its panel, and what it reads beyond the banners (the plan held, the plans, this month's usage). The tabs'
 * code comes with the page, in one round (docs/decisions/0001).
 */
const TABS: Record<AccountTab, { panel: () => ReactNode; reads?: ScreenPrefetch }> = {
  general: { panel: () => <GeneralTabOfUser /> },
  'getting-started': {
    panel: () => <GettingStartedTab iosBetaUrl={IOS_BETA_URL} />,
    reads: prefetchGettingStartedTab,
  },
  team: { panel: () => <TeamTab />, reads: prefetchTeamTab },
  usage: { panel: () => <UsageTab /> },
  billing: {
    panel: () => <BillingTab publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY} />,
    reads: prefetchBillingTab,
  },
  security: { panel: () => <SecurityTab />, reads: prefetchSecurityTab },
};

/** The open tab (`?tab=`, docs/product.md §2); its reads and the banners' start before the page is drawn. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const tab = readAccountTab(new URL(request.url).searchParams);
  prefetchHoursWarning(queryClient, appServices.apiClient);
  TABS[tab].reads?.(queryClient, appServices.apiClient);
  return { tab };
}

/**
 * /account (signed in): the tabbed account area, with its banners on every tab: the payment-failed notice (the
 * general tab shows it in place) and the streaming-hours warning.
 */
export default function AccountRoute({ loaderData: { tab } }: Route.ComponentProps) {
  const banner = (
    <>
      {tab === 'general' ? null : <PastDueBanner />}
      <HoursWarning onUsageTab={tab === 'usage'} />
    </>
  );
  return <AccountPage banner={banner} panels={{ [tab]: TABS[tab].panel() }} />;
}
