import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetSignInIntent, resolveSignInIntent, SIGN_IN_PATHS, type SignInIntent } from '../../shared/routes';

/** The sign-in intent of a sign-in screen (login, signup): what its navigation state carries, else what this tab kept. */
export function useSignInIntent(): SignInIntent {
  const location = useLocation();
  const [intent] = useState(() => resolveSignInIntent(location.state));
  return intent;
}

/**
 * Render once in the site layout: the kept sign-in intent (a chosen plan, a guarded route) is forgotten
 * as soon as the person is anywhere but login, signup or reset password, in the app or by loading
 * another page: they reached where they were going (checkout, the account), or went elsewhere on purpose.
 */
export function useSignInIntentScope(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!SIGN_IN_PATHS.includes(pathname)) forgetSignInIntent();
  }, [pathname]);
}
