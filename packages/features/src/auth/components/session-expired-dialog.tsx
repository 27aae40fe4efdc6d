import { NoticeDialog } from '@holostream/design-system';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../model/auth-context';
import { paths, showsSessionExpiredModal, signInHref, wayBack } from '../../shared/routes';

/**
 * The session-expired modal (docs/product.md §2): shown once a call answered 401 (the store's `sessionExpired`),
 * except where the route table suppresses it, the plans (there the expiry is forgotten at once). Only 'Login Again' closes it (no Escape, no outside click); it goes to /login.
 * Render it once in the site layout, inside the router and the `AuthProvider`.
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation('auth');
  const { sessionExpired, store } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const suppressed = !showsSessionExpiredModal(location.pathname);
  const open = sessionExpired && !suppressed;

  // On /plans the person is simply signed out: the expiry is forgotten, so no modal springs up on the
  // next page they open.
  useEffect(() => {
    if (sessionExpired && suppressed) store.acknowledgeExpired();
  }, [sessionExpired, suppressed, store]);

  const loginAgain = () => {
    store.acknowledgeExpired();
    // On /login already (a guarded route redirected there), the address already says where to return.
    if (location.pathname === paths.login) return;
    void navigate(signInHref('login', wayBack(location)));
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
