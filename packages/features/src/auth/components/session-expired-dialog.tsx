import { NoticeDialog } from '@holostream/design-system';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../model/auth-context';
import { useSiteLinks, wayBack } from '../../shared/links';
import { useTexts } from '../../shared/i18n/texts';
import { authTexts } from '../locales/texts';

export interface SessionExpiredDialogProps {
  /**
   * The page the person is on shows no such modal (docs/product.md §2: the plans, which everyone may see): the expiry
   * is forgotten at once there, so no modal springs up on the next page they open.
   */
  suppressed?: boolean;
}

/**
 * The session-expired modal (docs/product.md §2): shown once a call answered 401 (the store's `sessionExpired`),
 * unless the page suppresses it. Only 'Login Again' closes it (no Escape, no outside click); it goes to the login
 * page, with the way back to this one. Render it once in the site layout, inside the router and the `AuthProvider`.
 */
export function SessionExpiredDialog({ suppressed = false }: SessionExpiredDialogProps) {
  const { t } = useTexts(authTexts);
  const { sessionExpired, store } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const links = useSiteLinks();
  const open = sessionExpired && !suppressed;

  useEffect(() => {
    if (sessionExpired && suppressed) store.acknowledgeExpired();
  }, [sessionExpired, suppressed, store]);

  const loginAgain = () => {
    store.acknowledgeExpired();
    // On the login page already (a guarded route redirected there), the address already says where to return.
    if (location.pathname === links.login()) return;
    void navigate(links.login(wayBack(location)));
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
