import { useAuth } from '@holostream/features/auth';
import { lazy, Suspense } from 'react';

const SessionExpiredDialog = lazy(() =>
  import('./session-expired-chunk').then((module) => ({ default: module.SessionExpiredDialog })),
);

/**
 * The auth feature's session-expired modal, mounted once inside the router. Its code loads when a
 * call answers 401 (the store's `sessionExpired`), not with every page.
 */
export function SessionExpired() {
  const { sessionExpired } = useAuth();
  if (!sessionExpired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}
