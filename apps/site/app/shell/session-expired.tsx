import { SessionExpiredDialog, useAuth } from '@holostream/features/auth';
import { useMatches } from 'react-router';
import { showsSessionExpiredModal } from '../route-handle';

/**
 * The auth feature's session-expired modal, mounted once inside the router; a page whose route says so (the plans)
 * shows none.
 */
export function SessionExpired() {
  const { sessionExpired } = useAuth();
  const suppressed = !showsSessionExpiredModal(useMatches());
  if (!sessionExpired) return null;
  return <SessionExpiredDialog suppressed={suppressed} />;
}
