import { SessionExpiredDialog, useAuth } from '@holostream/features/auth';

/** The auth feature's session-expired modal, mounted once inside the router (it reads the path, links to /login). */
export function SessionExpired() {
  const { sessionExpired } = useAuth();
  return sessionExpired ? <SessionExpiredDialog /> : null;
}
