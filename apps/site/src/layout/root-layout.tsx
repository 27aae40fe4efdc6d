import { useSignInIntentScope } from '@holostream/features/auth';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useDocumentTitle } from '../router/use-document-title';
import { SessionExpired } from '../shell/session-expired';
import { SiteLayout } from './site-layout';

/** The root route's element: the shared layout around the current route, plus what lives once per app. */
export function RootLayout() {
  const navigation = useNavigation();
  const title = useDocumentTitle();
  // A plan or guarded route kept for after sign-in is forgotten once the person is anywhere else.
  useSignInIntentScope();
  return (
    <>
      {/* React 19 puts it in the head (it takes over the page's own <title>). */}
      <title>{title}</title>
      <SiteLayout pending={navigation.state === 'loading'}>
        <Outlet />
      </SiteLayout>
      <ScrollRestoration />
      {/* Inside the router: it reads the path (never on /plans) and links to /login. */}
      <SessionExpired />
    </>
  );
}
