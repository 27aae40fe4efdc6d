import { LoginScreen } from '@holostream/features/auth';
import { afterSignIn, useAddress } from '@holostream/features/shared';
import { useState } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { pageMeta } from '../i18n/page-title';
import { useLinksHere } from '../paths';

export const meta = pageMeta('login');

/**
 * /login: sign in, with the inline forgot-password view. Once the person types, the page a sign-in lands on is fetched
 * ahead (React Router's `PrefetchPageLinks`): pressing "Log in" then waits for the server, not for code. Only while
 * online: React Router reloads the page when a module it prefetches cannot be fetched.
 */
export default function Page() {
  const [typing, setTyping] = useState(false);
  const { search, state } = useAddress();
  const links = useLinksHere();
  return (
    <div className="contents" onInput={() => setTyping(navigator.onLine)}>
      <LoginScreen />
      {typing ? <PrefetchPageLinks page={afterSignIn(links, search, state)} /> : null}
    </div>
  );
}
