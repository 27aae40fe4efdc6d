import { useAuth } from '@holostream/features/auth';
import { lazy, Suspense } from 'react';

// Its own chunk, with its words: the modal (and Radix's dialog) loads only when a session actually expires.
const SessionExpiredDialog = lazy(() => import('./session-expired-dialog'));

/** The auth feature's session-expired modal, mounted once inside the router (it reads the path, links to /login). */
export function SessionExpired() {
  const { sessionExpired } = useAuth();
  if (!sessionExpired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}
