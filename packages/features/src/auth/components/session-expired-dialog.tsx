import { NoticeDialog } from '@holostream/design-system';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../model/auth-context';
import { paths, readPlanId, routeTo } from '../../shared/routes';

/** The pricing page shows plans to everyone, so an expired session there needs no interruption (spec §2). */
export const SESSION_EXPIRED_SUPPRESSED_PATHS: readonly string[] = [paths.plans];

/**
 * The session-expired modal (spec §2): shown once a call answered 401 (the store's `sessionExpired`),
 * except on /plans (there the expiry is forgotten at once). Only 'Login Again' closes it (no Escape, no outside click); it goes to /login.
 * Render it once in the site layout, inside the router and the `AuthProvider`.
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation('auth');
  const { sessionExpired, store } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const suppressed = SESSION_EXPIRED_SUPPRESSED_PATHS.includes(location.pathname);
  const open = sessionExpired && !suppressed;

  // On /plans the person is simply signed out: the expiry is forgotten, so no modal springs up on the
  // next page they open.
  useEffect(() => {
    if (sessionExpired && suppressed) store.acknowledgeExpired();
  }, [sessionExpired, suppressed, store]);

  const loginAgain = () => {
    store.acknowledgeExpired();
    // On /login already (a guarded route redirected there), keep the state that says where to return.
    if (location.pathname === paths.login) return;
    const planId = readPlanId(location.state);
    const { to, state } = routeTo('login', planId === undefined ? { from: location } : { from: location, planId });
    void navigate(to, { state });
  };

  return (
    <NoticeDialog
      open={open}
      title={t('sessionExpired.title')}
      description={t('sessionExpired.description')}
      actionLabel={t('sessionExpired.action')}
      onAction={loginAgain}
      onEscapeKeyDown={(event) => event.preventDefault()}
    />
  );
}
