import { useAuth } from '@holostream/features/auth';
import { PricingPage, pricingResources } from '@holostream/features/pricing';
import { useFeatureResources } from '@holostream/features/shared';

/** /plans (public): the pricing page; the buttons depend on whether someone is signed in. */
export function Component() {
  useFeatureResources(pricingResources);
  const { isAuthenticated } = useAuth();
  return <PricingPage signedIn={isAuthenticated} />;
}
