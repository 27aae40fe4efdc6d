import { useAuth } from '@holostream/features/auth';
import { PricingPage } from '@holostream/features/pricing';

/** /plans (public): the pricing page; the buttons depend on whether someone is signed in. */
export function Component() {
  const { isAuthenticated } = useAuth();
  return <PricingPage signedIn={isAuthenticated} />;
}
