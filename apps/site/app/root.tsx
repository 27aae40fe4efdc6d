import { useLogoutHeard } from '@holostream/features/auth';
import { Suspense, use, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  replace,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  type LinksFunction,
  UNSAFE_FrameworkContext,
} from 'react-router';
import { languageOfPath, sameAddressIn, visitorLanguage } from './language';
import { requestAddress } from './paths';
import type { Route } from './+types/root';
import { SiteLayout } from './layout/site-layout';
import { isDocumentPage } from './route-handle';
import { AppProviders } from './services/providers';
import { siteApiBaseUrl } from './services/api-base-url';
import { installTrustedTypes } from './services/trusted-types';
import { CrashScreen } from './shell/crash-screen';
import { PagesAhead } from './shell/pages-ahead';
import { SessionExpired } from './shell/session-expired';
import { VisitorMarks } from './shell/visitor-marks';
import siteCss from './styles.css?inline';
import visitorCheck from './visitor-check.js?raw';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.png', type: 'image/png', sizes: '48x48' }];

// Before any other script can ask: the page's one Trusted Types policy.
if (typeof window !== 'undefined') installTrustedTypes();

// Monitoring, when the build names a place for it: its code loads only then.
if (typeof window !== 'undefined' && import.meta.env.VITE_ERROR_REPORT_URL) {
  void import('./services/error-reports').then(({ reportErrorsTo }) =>
    reportErrorsTo(import.meta.env.VITE_ERROR_REPORT_URL),
  );
}

/**
 * An address without a language, reached inside the app (an older link's way back, say), follows the visitor's
 * language as visitor-check.js makes a loaded page do: a Japanese visitor goes on to the Japanese address.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request }) => {
    const url = requestAddress(request);
    if (languageOfPath(url.pathname) === 'ja' || visitorLanguage() === 'en') return;
    // The Japanese address takes this one's place in the history: Back does not come here to be sent on again.
    throw replace(sameAddressIn(url, 'ja'));
  },
];

/**
 * The document around every page, the crash screen included: in the address's language, with the providers once.
 * A document's page (its route's handle says so) is written without the app's scripts; in the browser the app is
 * there already and keeps them.
 */
export function Layout({ children }: { children: ReactNode }) {
  const language = languageOfPath(useLocation().pathname);
  const matches = useMatches();
  // The build's SPA fallback (rendered for `/`, then removed: react-router.config.ts) must hold the scripts even
  // though the home page is a document.
  const spaFallback = use(UNSAFE_FrameworkContext)?.isSpaMode === true;
  const withApp = typeof document !== 'undefined' || spaFallback || !isDocumentPage(matches);
  return (
    <html lang={language} data-api={siteApiBaseUrl() || undefined} data-document={withApp ? undefined : ''}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Light or dark, as the system is set: the page is never painted white before a dark style. */}
        <meta name="color-scheme" content="light dark" />
        <meta name="description" content="Holostream: stream live holograms from a phone to Unity and VR headsets." />
        <Meta />
        <Links />
        {/* Before the styles: it may send a Japanese visitor on to the Japanese address as soon as it arrives. Our
            own code, the same text on every page; the policy allows it by its hash. Only the build writes it: the
            browser has run it before the app comes, and keeps it. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? visitorCheck : '' }}
        />
        {/* The styles, in the page: its first paint waits for the page alone, not for a file that shares a slow line
            with the app's scripts. Only the build writes the text; the browser keeps what the page brought. */}
        <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? siteCss : '' }} />
      </head>
      <body>
        <AppProviders language={language}>
          {/* Where the HTML and the first render disagree (a browser extension edited the page, say), React renders
              the inside of this boundary anew and keeps the page; without it, it would write the whole document again,
              the inline script and styles of <head> included, which the Trusted Types policy refuses. */}
          <Suspense>{children}</Suspense>
        </AppProviders>
        {withApp ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** The shared layout around the current route, and the session-expired modal. */
export default function App() {
  const navigation = useNavigation();
  // A logout the server has not heard yet (made offline, or on a page without the app) is sent again.
  useLogoutHeard();
  return (
    <>
      <SiteLayout pending={navigation.state === 'loading'}>
        <Outlet />
      </SiteLayout>
      <SessionExpired />
      <VisitorMarks />
      <PagesAhead />
    </>
  );
}

/** The layout itself failed: the crash screen alone; trying again loads the page anew. */
export function ErrorBoundary() {
  return (
    <main className="flex min-h-dvh flex-col">
      <CrashScreen onRetry={() => window.location.reload()} />
    </main>
  );
}
