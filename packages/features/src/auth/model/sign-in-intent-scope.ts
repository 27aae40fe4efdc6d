import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetSignInIntent, SIGN_IN_PATHS } from '../../shared/routes';

/**
 * Render once in the site layout: the kept sign-in intent (a chosen plan, a guarded route) is forgotten
 * as soon as the person is anywhere but login, signup or reset password: they reached where they were
 * going (checkout, the account), or went elsewhere on purpose.
 */
export function useSignInIntentScope(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!SIGN_IN_PATHS.includes(pathname)) forgetSignInIntent();
  }, [pathname]);
}
