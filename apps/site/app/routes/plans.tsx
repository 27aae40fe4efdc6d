import { useAuth } from '@holostream/features/auth';
import { PricingPage } from '@holostream/features/pricing';
import { pageMeta } from '../i18n/page-title';
import type { SiteHandle } from '../route-handle';

export const meta = pageMeta('plans');

/** docs/product.md §2: the session-expired modal is suppressed on this page. */
export const handle: SiteHandle = { sessionExpiredModal: false };

/** /plans (public): the pricing page; the buttons depend on whether someone is signed in. */
export default function Plans() {
  const { isAuthenticated } = useAuth();
  return <PricingPage signedIn={isAuthenticated} />;
}
