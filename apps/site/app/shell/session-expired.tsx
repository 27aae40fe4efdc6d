import { useAuth } from '@holostream/features/auth';
import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import { showsSessionExpiredModal } from '../route-handle';

// Its own chunk: the modal (and Radix's dialog) loads only when a session actually expires.
const SessionExpiredDialog = lazy(() => import('./session-expired-dialog-chunk'));

/**
 * The auth feature's session-expired modal, mounted once inside the router; a page whose route says so (the plans)
 * shows none.
 */
export function SessionExpired() {
  const { sessionExpired } = useAuth();
  const suppressed = !showsSessionExpiredModal(useMatches());
  if (!sessionExpired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog suppressed={suppressed} />
    </Suspense>
  );
}
