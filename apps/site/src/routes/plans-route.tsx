import { ComingSoonPage } from '../shell/coming-soon-page';

/** /plans (public): a placeholder until the pricing issue. */
export function Component() {
  return <ComingSoonPage titleKey="plans" />;
}
