import { reportError } from '@holostream/api';
import { ErrorState, Spinner } from '@holostream/design-system';
import { AccountPage, PastDueBanner, readAccountTab, type AccountTab } from '@holostream/features/account';
import { useAuth } from '@holostream/features/auth';
import type { GeneralTab as GeneralTabComponent } from '@holostream/features/account/general-tab';
// Its own entry: the usage tab's code (the chart) stays in the tab's chunk.
import { HoursWarning } from '@holostream/features/usage/hours-warning';
import { preloadTexts, useTexts } from '@holostream/features/shared';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigation, useRevalidator, useRouteError, useSearchParams } from 'react-router';
import { pageMeta } from '../i18n/page-title';
import { languageOfPath } from '../language';
import { siteTexts } from '../locales/texts';
import { IOS_BETA_URL } from '../pages/site-links';
import type { Route } from './+types/account';

export const meta = pageMeta('account');

/** A tab's code, once loaded: its panel. */
interface LoadedTab {
  panel: () => ReactNode;
}

/** Each tab is code of its own, loaded by the route when the address opens it (visx, Stripe, the plan's details…). */
const TABS: Record<AccountTab, () => Promise<LoadedTab>> = {
  general: async () => {
    const { GeneralTab } = await import('@holostream/features/account/general-tab');
    return { panel: () => <GeneralTabOfUser GeneralTab={GeneralTab} /> };
  },
  'getting-started': async () => {
    const { GettingStartedTab } = await import('@holostream/features/getting-started');
    return { panel: () => <GettingStartedTab iosBetaUrl={IOS_BETA_URL} /> };
  },
  team: async () => {
    const { TeamTab } = await import('@holostream/features/team');
    return { panel: () => <TeamTab /> };
  },
  usage: async () => {
    const { UsageTab } = await import('@holostream/features/usage');
    return { panel: () => <UsageTab /> };
  },
  billing: async () => {
    const { BillingTab } = await import('@holostream/features/billing');
    return {
      panel: () => <BillingTab publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY} />,
    };
  },
  security: async () => {
    const { SecurityTab } = await import('@holostream/features/security');
    return { panel: () => <SecurityTab /> };
  },
};

/** The general tab with the signed-in person's name and e-mail. */
function GeneralTabOfUser({ GeneralTab }: { GeneralTab: typeof GeneralTabComponent }) {
  const { user } = useAuth();
  return <GeneralTab user={{ username: user?.username ?? '', email: user?.email ?? '' }} />;
}

/** `/account?tab=…` (docs/product.md §2: an unknown value opens general): the open tab and its code. */
export async function clientLoader({ request }: Pick<Route.ClientLoaderArgs, 'request'>) {
  const url = new URL(request.url);
  const tab = readAccountTab(url.searchParams);
  const loaded = await TABS[tab]();
  // The tab's code has declared its namespaces: its words in the page's language come before it shows.
  await preloadTexts(languageOfPath(url.pathname));
  return { tab, loaded };
}

/** The tab the address is going to while its code loads, shown at once with a spinner. */
function useTabBeingOpened(): AccountTab | undefined {
  const { pathname } = useLocation();
  const next = useNavigation().location;
  return next?.pathname === pathname ? readAccountTab(new URLSearchParams(next.search)) : undefined;
}

function TabLoading() {
  const { t } = useTexts(siteTexts);
  return (
    <div data-slot="tab-loading" className="flex items-center justify-center py-16">
      <Spinner size="lg" className="text-primary" label={t('loading.route')} />
    </div>
  );
}

/**
 * The account page with its banners: the payment-failed notice (the general tab shows it in place) and the
 * streaming-hours warning, on every tab.
 */
function Account({ tab, panels }: { tab: AccountTab; panels: Partial<Record<AccountTab, ReactNode>> }) {
  const banner = (
    <>
      {tab === 'general' ? null : <PastDueBanner />}
      <HoursWarning onUsageTab={tab === 'usage'} />
    </>
  );
  return <AccountPage tab={tab} banner={banner} panels={panels} />;
}

/** /account (signed in): the tabbed account area. */
export default function AccountRoute({ loaderData: { tab, loaded } }: Route.ComponentProps) {
  const opening = useTabBeingOpened();
  const panel = loaded.panel();
  const shown = opening ?? tab;
  return <Account tab={shown} panels={{ [tab]: panel, ...(shown === tab ? {} : { [shown]: <TabLoading /> }) }} />;
}

/** A tab whose code could not load (offline, say) or that failed: the page stays, the tab says so with a retry. */
export function ErrorBoundary() {
  const { t } = useTexts(siteTexts);
  const error = useRouteError();
  const [search] = useSearchParams();
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    reportError({ operation: 'tab failed', message: 'An account tab failed to load or render', error });
  }, [error]);
  const tab = readAccountTab(search);
  const failed = (
    <ErrorState
      titleAs="h2"
      title={t('crash.title')}
      message={t('crash.tab')}
      onRetry={() => void revalidate()}
      retryLabel={t('crash.retry')}
      retrying={state === 'loading'}
    />
  );
  return <Account tab={tab} panels={{ [tab]: failed }} />;
}
