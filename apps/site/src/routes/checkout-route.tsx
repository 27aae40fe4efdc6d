import { RequireAuth } from '@holostream/features/auth';
import { CheckoutScreen } from '@holostream/features/checkout';

/** /checkout (signed in): the two-step purchase; signed out goes to /login. Stripe loads with this chunk only. */
export function Component() {
  return (
    <RequireAuth>
      <CheckoutScreen publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY} />
    </RequireAuth>
  );
}
