import { Button, cn } from '@holostream/design-system';
import { useAuth, useLogout } from '@holostream/features/auth';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { paths } from '@holostream/features/routes';

export interface AuthActionsProps {
  className?: string;
  /** Full-width buttons, one under the other (the phone menu). */
  stacked?: boolean;
  /** Called when one of the actions is chosen (the phone menu closes itself). */
  onAction?: () => void;
}

/** Signed out: log in and sign up. Signed in: account and log out (docs/product.md §2, shared layout). */
export function AuthActions({ className, stacked = false, onAction }: AuthActionsProps) {
  const { t } = useTranslation('site');
  const { status } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();
  const size = stacked ? 'lg' : 'sm';
  // In the bar: the height of the small size with the nav links' text size.
  const button = stacked ? undefined : 'h-9 text-sm';
  const box = cn('flex gap-2', stacked ? 'flex-col' : 'items-center', className);

  // While the stored session is read, show nothing rather than the wrong pair of buttons.
  if (status === 'loading') return <div className={box} />;

  if (status === 'signed-in') {
    // The session ends at once here (and in the other tabs), whatever the network; the server is told in the
    // background (docs/product.md §4: outcome ignored), and the person goes home (RequireAuth does the same).
    const onLogout = () => {
      onAction?.();
      logout();
      void navigate(paths.home);
    };
    return (
      <div className={box}>
        <Button asChild variant="outline" size={size} className={button}>
          {/* A NavLink, so it carries aria-current on the account area. */}
          <NavLink to={paths.account} onClick={onAction}>
            {t('header.account')}
          </NavLink>
        </Button>
        <Button variant="ghost" size={size} className={button} onClick={onLogout}>
          {t('header.logout')}
        </Button>
      </div>
    );
  }

  // A visitor with a stored session sees these hidden until the app shows their own (styles.css).
  return (
    <div className={box} data-signed-out-only="">
      <Button asChild variant={stacked ? 'outline' : 'ghost'} size={size} className={button}>
        <Link to={paths.login} onClick={onAction}>
          {t('header.login')}
        </Link>
      </Button>
      <Button asChild size={size} className={button}>
        <Link to={paths.signup} onClick={onAction}>
          {t('header.signup')}
        </Link>
      </Button>
    </div>
  );
}
