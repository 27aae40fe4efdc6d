import { useAuth } from '@holostream/features/auth';
import { CheckoutScreen, checkoutResources } from '@holostream/features/checkout';
import { pricingResources } from '@holostream/features/pricing';
import { useFeatureResources } from '@holostream/features/shared';
import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('checkout');

/** /checkout?plan=<id> (signed in): the two-step purchase. Stripe loads with this route only. */
export default function Checkout() {
  // Checkout's words (and the plans' names) come with this route, not with every public page.
  useFeatureResources(checkoutResources, pricingResources);
  const { user } = useAuth();
  // The e-mail typed at login is filled in for the person to check; the name is theirs to give.
  return (
    <CheckoutScreen
      publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY}
      defaultBilling={user?.email ? { email: user.email } : undefined}
    />
  );
}
