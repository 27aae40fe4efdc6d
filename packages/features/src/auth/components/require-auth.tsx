import { Spinner } from '@holostream/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../model/auth-context';
import { authResources } from '../locales/resources';
import { useFeatureResources } from '../../shared/i18n/create-i18n';
import { paths, signInHref, wayBack } from '../../shared/routes';

/**
 * Guards a signed-in route (/account, /checkout, /feedback): 'Loading' while auth resolves; signed
 * out, to /login with the way back in the address (`?redirectTo=`, checkout with its plan). A person who
 * logs out in this tab goes home instead: leaving is not "sign in to come back" (another tab, signed
 * out by it, still offers the way back). While the session-expired modal is up, the page stays under it
 * as it was (a form keeps what was typed); "Login Again" leads on. Renders its children, or the nested routes (`<Outlet />`) when used as a layout route.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  useFeatureResources(authResources);
  const { t } = useTranslation('auth');
  const { status, sessionExpired, store } = useAuth();
  const location = useLocation();

  if (status === 'loading') {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-muted-foreground">
        <Spinner size="sm" decorative />
        {t('loading')}
      </p>
    );
  }

  if (status === 'signed-out' && !sessionExpired) {
    if (store.signedOutHere()) return <Navigate to={paths.home} replace />;
    return <Navigate to={signInHref('login', wayBack(location))} replace />;
  }

  return children ?? <Outlet />;
}
