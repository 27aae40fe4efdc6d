import { RequireAuth } from '@holostream/features/auth';
import { ComingSoonPage } from '../shell/coming-soon-page';

/** /checkout (signed in): a placeholder until its own issue; signed out goes to /login. */
export function Component() {
  return (
    <RequireAuth>
      <ComingSoonPage titleKey="checkout" />
    </RequireAuth>
  );
}
