import { RequireAuth, useAuth } from '@holostream/features/auth';
import { CheckoutScreen, checkoutResources } from '@holostream/features/checkout';
import { pricingResources } from '@holostream/features/pricing';
import { useFeatureResources } from '@holostream/features/shared';

function Checkout() {
  const { user } = useAuth();
  // The e-mail typed at login is filled in for the person to check; the name is theirs to give.
  return (
    <CheckoutScreen
      publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY}
      defaultBilling={user?.email ? { email: user.email } : undefined}
    />
  );
}

/** /checkout (signed in): the two-step purchase; signed out goes to /login. Stripe loads with this chunk only. */
export function Component() {
  // Checkout's words (and the plans' names) come with its chunk, not with every public page.
  useFeatureResources(checkoutResources, pricingResources);
  return (
    <RequireAuth>
      <Checkout />
    </RequireAuth>
  );
}
