import { useAuth } from '@holostream/features/auth';
import { PricingPage, pricingResources } from '@holostream/features/pricing';
import { useFeatureResources } from '@holostream/features/shared';
import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('plans');

/** /plans (public): the pricing page; the buttons depend on whether someone is signed in. */
export default function Plans() {
  useFeatureResources(pricingResources);
  const { isAuthenticated } = useAuth();
  return <PricingPage signedIn={isAuthenticated} />;
}
