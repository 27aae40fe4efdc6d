import { AccountPage, GeneralTab, generalTab, PastDueBanner, readAccountTab } from '@holostream/features/account';
import { useAuth } from '@holostream/features/auth';
import { BillingTab, billingTab } from '@holostream/features/billing';
import { GettingStartedTab, gettingStartedTab } from '@holostream/features/getting-started';
import { SecurityTab, securityTab } from '@holostream/features/security';
import type { AccountTabDefinition } from '@holostream/features/shared';
import { TeamTab, teamTab } from '@holostream/features/team';
import { HoursWarning, prefetchHoursWarning, UsageTab, usageTab } from '@holostream/features/usage';
import { useEffect, type ReactNode } from 'react';
import { pageMeta } from '../i18n/page-title';
import { IOS_BETA_URL } from '../external-links';
import { appServices } from '../services/providers';
import { queryClient } from '../services/query-client';
import { useIdle } from '../shell/pages-ahead';
import type { Route } from './+types/account';

export const meta = pageMeta('account');

/** The general tab with the signed-in person's name and e-mail. */
function GeneralTabOfUser() {
  const { user } = useAuth();
  return <GeneralTab user={{ username: user?.username ?? '', email: user?.email ?? '' }} />;
}

/**
 * The tabs of /account in their order (docs/product.md §2), each declared by its feature, with its panel. The tab
 * list, `?tab=` and the journeys follow from this list. General's code comes with the page; the others' each come
 * with their reads, and in idle time once the page has settled (docs/decisions/0001).
 */
const TABS: (AccountTabDefinition & { panel: () => ReactNode })[] = [
  { ...generalTab, panel: () => <GeneralTabOfUser /> },
  { ...gettingStartedTab, panel: () => <GettingStartedTab iosBetaUrl={IOS_BETA_URL} /> },
  { ...teamTab, panel: () => <TeamTab /> },
  { ...usageTab, panel: () => <UsageTab /> },
  { ...billingTab, panel: () => <BillingTab publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY} /> },
  { ...securityTab, panel: () => <SecurityTab /> },
];
const NAMES = TABS.map(({ name }) => name);
const tabNamed = (tab: string) => TABS.find(({ name }) => name === tab);

/**
 * The open tab (`?tab=`, docs/product.md §2); its reads, its code (a tab other than general) and the banners' reads
 * start before the page is drawn, in one round: the reads wait for the page's code anyway.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const tab = readAccountTab(new URL(request.url).searchParams, NAMES);
  const open = tabNamed(tab);
  prefetchHoursWarning(queryClient, appServices.apiClient);
  open?.reads?.(queryClient, appServices.apiClient);
  // Nothing waits for it here: a failure shows as the panel renders (the route's error boundary).
  open?.code?.().catch(() => undefined);
  return { tab };
}

/** The other tabs' code, in idle time once the page has settled and while online: a tab opened later is there at once. */
function TabsAhead() {
  const idle = useIdle();
  useEffect(() => {
    if (idle && navigator.onLine) for (const { code } of TABS) code?.().catch(() => undefined);
  }, [idle]);
  return null;
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
  return (
    <>
      <AccountPage tabs={TABS} banner={banner} panels={{ [tab]: tabNamed(tab)?.panel() }} />
      <TabsAhead />
    </>
  );
}
