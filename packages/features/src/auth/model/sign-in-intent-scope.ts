import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetSignInIntent, resolveSignInIntent, SIGN_IN_PATHS, type SignInIntent } from '../../shared/routes';

/**
 * The sign-in intent of a sign-in screen (login, signup): what its navigation state carries, else what
 * this tab kept. It is forgotten when the person leaves the sign-in routes for anywhere else: they
 * reached where they were going (checkout, the account), or went elsewhere on purpose. (Checked as the
 * screen unmounts, once the router has moved on, so the public pages carry no code for it.)
 */
export function useSignInIntent(): SignInIntent {
  const location = useLocation();
  const [intent] = useState(() => resolveSignInIntent(location.state));
  useEffect(
    () => () => {
      setTimeout(() => {
        if (!SIGN_IN_PATHS.includes(window.location.pathname)) forgetSignInIntent();
      }, 0);
    },
    [],
  );
  return intent;
}
