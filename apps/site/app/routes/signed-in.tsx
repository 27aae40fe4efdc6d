import { useAuth, useAuthStore } from '@holostream/features/auth';
import { wayBack } from '@holostream/features/shared';
import { useEffect } from 'react';
import { Outlet, replace, useRevalidator } from 'react-router';
import { languageOfPath } from '../language';
import { appServices } from '../services/providers';
import { LoggedOut } from '../shell/logged-out';
import { requestAddress, siteLinks } from '../paths';
import type { Route } from './+types/signed-in';

/**
 * Every signed-in page's guard, before its loaders run: signed out, the login page with the way back in its address
 * (`?redirectTo=`, checkout with its plan); after a logout in this tab, home instead (leaving is not "sign in to come
 * back"). While the session-expired modal is up the page stays as it was under it (a form keeps what was typed).
 */
function requireSignIn({ request }: Pick<Route.ClientLoaderArgs, 'request'>) {
  const { authStore } = appServices;
  if (authStore.getToken() !== null) return;
  const url = requestAddress(request);
  const links = siteLinks(languageOfPath(url.pathname));
  // Login takes the guarded address's place in the history: Back leaves, instead of coming back here to be sent on.
  throw replace(authStore.signedOutHere() ? links.home : links.login(wayBack(url)));
}

export const clientMiddleware = [requireSignIn];

/** The signed-in person, for the pages below (the middleware has made sure there is one). */
export function clientLoader() {
  return { user: appServices.authStore.getState().user };
}

/** What a signed-in page shows until the app knows who is there (its prerendered shell, in its language). */
export { RouteLoading as HydrateFallback } from '../shell/route-loading';

/**
 * The signed-in pages. A session ended in another tab sends this one on, through the guard; a logout here shows its
 * result in place (`LoggedOut`), without a page to fetch.
 */
export default function SignedIn() {
  const store = useAuthStore();
  const { status } = useAuth();
  const { revalidate } = useRevalidator();
  useEffect(
    () =>
      store.subscribe(() => {
        const { status, sessionExpired } = store.getState();
        // A logout here navigates itself; an expiry keeps the page under its modal.
        if (status === 'signed-out' && !sessionExpired && !store.signedOutHere()) void revalidate();
      }),
    [store, revalidate],
  );
  if (status === 'signed-out' && store.signedOutHere()) return <LoggedOut />;
  return <Outlet />;
}
