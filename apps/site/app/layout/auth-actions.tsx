import { Button, cn } from '@holostream/design-system';
import { useLogout } from '@holostream/features/auth';
import { readRedirectTo, useAddress, useTexts } from '@holostream/features/shared';
import { Link, NavLink } from 'react-router';
import { useLinksHere } from '../paths';
import { siteTexts } from '../locales/texts';

export interface AuthActionsProps {
  className?: string;
  /** Full-width buttons, one under the other (the phone menu). */
  stacked?: boolean;
  /** Called when one of the actions is chosen (the phone menu closes itself). */
  onAction?: () => void;
}

/**
 * Signed out: log in and sign up. Signed in: account and log out (docs/product.md §2, shared layout). Both pairs are
 * in the page and the session shows one (styles.css), so a page written at build is right for its visitor at first
 * paint, and one without the app too (its Log out is visitor-check.js's). On a page whose address carries a way back
 * (`?redirectTo=`: the login page sent there from checkout), Log in and Sign up keep it.
 */
export function AuthActions({ className, stacked = false, onAction }: AuthActionsProps) {
  const { t } = useTexts(siteTexts);
  const links = useLinksHere();
  const logout = useLogout();
  const redirectTo = readRedirectTo(useAddress().search);
  const size = stacked ? 'lg' : 'sm';
  // In the bar: the height of the small size with the nav links' text size.
  const button = stacked ? undefined : 'h-9 text-sm';
  const box = cn('flex gap-2', stacked ? 'flex-col' : 'items-center', className);

  // The session ends at once here (and in the other tabs), whatever the network; the server is told in the
  // background (docs/product.md §4: outcome ignored). The person stays where they are: a public page as it was, a
  // signed-in one saying they logged out (routes/signed-in.tsx), so nothing has to be fetched to show it.
  const onLogout = () => {
    onAction?.();
    logout();
  };
  return (
    <>
      <div className={box} data-signed-out-only="">
        <Button asChild variant={stacked ? 'outline' : 'ghost'} size={size} className={button}>
          <Link to={links.login(redirectTo)} onClick={onAction}>
            {t('header.login')}
          </Link>
        </Button>
        <Button asChild size={size} className={button}>
          <Link to={links.signup(redirectTo)} onClick={onAction}>
            {t('header.signup')}
          </Link>
        </Button>
      </div>
      <div className={box} data-signed-in-only="">
        <Button asChild variant="outline" size={size} className={button}>
          {/* A NavLink, so it carries aria-current on the account area. */}
          <NavLink to={links.account} onClick={onAction}>
            {t('header.account')}
          </NavLink>
        </Button>
        <Button variant="ghost" size={size} className={button} onClick={onLogout} data-logout="">
          {t('header.logout')}
        </Button>
      </div>
    </>
  );
}
