import { useAuth } from '@holostream/features/auth';
import { checkoutPlanOf, CheckoutScreen } from '@holostream/features/checkout';
import { replace } from 'react-router';
import { pageMeta } from '../i18n/page-title';
import { languageOfPath } from '../language';
import { appServices } from '../services/providers';
import { queryClient } from '../services/query-client';
import { siteLinks } from '../paths';
import type { Route } from './+types/checkout';

export const meta = pageMeta('checkout');

/**
 * /checkout?plan=<id>: a plan checkout can sell, else the plans page with a note saying why, before any of checkout
 * shows: choose a plan (none in the address, one the server does not know, or plans that could not be loaded), the
 * plan already held, or one not bought online.
 */
export async function clientLoader({ request }: Pick<Route.ClientLoaderArgs, 'request'>) {
  const url = new URL(request.url);
  const plansPath = siteLinks(languageOfPath(url.pathname)).plans;
  const found = await checkoutPlanOf(url, { queryClient, client: appServices.apiClient, plansPath });
  // The plans take the refused address's place in the history: Back does not come here to be sent on again.
  if ('refusedTo' in found) throw replace(found.refusedTo);
  return found;
}

/** /checkout?plan=<id> (signed in): the two-step purchase. Stripe loads with this route only. */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { user } = useAuth();
  // The e-mail typed at login is filled in for the person to check; the name is theirs to give.
  return (
    <CheckoutScreen
      planId={loaderData.planId}
      publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY}
      defaultBilling={user?.email ? { email: user.email } : undefined}
    />
  );
}
