import { useHydrated } from '@holostream/features/shared';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigation, type LinksFunction } from 'react-router';
import { markHydrated, prerenderI18n, visitorI18n } from './i18n/i18n';
import { SiteLayout } from './layout/site-layout';
import { useLanguageParamDropped } from './layout/language-toggle';
import { AppProviders, createAppServices } from './services/providers';
import { CrashScreen } from './shell/crash-screen';
import { RouteLoading } from './shell/route-loading';
import { SessionExpired } from './shell/session-expired';
import stylesheet from './styles.css?url';
import visitorCheck from './visitor-check.js?raw';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.png', type: 'image/png', sizes: '48x48' }];

// Monitoring, when the build names a place for it: its code loads only then.
if (typeof window !== 'undefined' && import.meta.env.VITE_ERROR_REPORT_URL) {
  void import('./services/error-reports').then(({ reportErrorsTo }) =>
    reportErrorsTo(import.meta.env.VITE_ERROR_REPORT_URL),
  );
}

/** The attributes visitor-check.js sets before the first paint; the app removes them once it has taken over. */
const VISITOR_MARKS = ['data-pending-language', 'data-signed-in'];

/** The document around every page, the crash screen and the loading page: the providers live here, once. */
export function Layout({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  if (hydrated) markHydrated();
  const i18n = hydrated ? visitorI18n : prerenderI18n;
  // Re-renders on a language change, so <html lang> and the titles (meta) follow the toggle.
  useTranslation(undefined, { i18n });
  const [services] = useState(() => createAppServices());
  // The page is now the visitor's (language, sign-in): what visitor-check.js hid may show. `data-hydrated` says the
  // app has taken the page over (the journeys wait for it).
  useLayoutEffect(() => {
    if (!hydrated) return;
    for (const mark of VISITOR_MARKS) document.documentElement.removeAttribute(mark);
    document.documentElement.setAttribute('data-hydrated', '');
  }, [hydrated]);
  return (
    <html lang={i18n.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Light or dark, as the system is set: the page is never painted white before a dark style. */}
        <meta name="color-scheme" content="light dark" />
        <meta name="description" content="Holostream: stream live holograms from a phone to Unity and VR headsets." />
        {/* Our own code, the same text at build and in the browser; the policy allows it by its hash. */}
        <script dangerouslySetInnerHTML={{ __html: visitorCheck }} />
        <Meta />
        {/* A stylesheet with a precedence is one React writes ahead of the framework's module preloads: on a slow
            network the page's first paint waits for this file alone, not for the scripts that share the line. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
      </head>
      <body>
        <AppProviders services={services} i18n={i18n}>
          {children}
        </AppProviders>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The shared layout around the current route, and the session-expired modal. */
export default function App() {
  const navigation = useNavigation();
  useLanguageParamDropped();
  return (
    <>
      <SiteLayout pending={navigation.state === 'loading'}>
        <Outlet />
      </SiteLayout>
      <SessionExpired />
    </>
  );
}

/** What the SPA fallback shows for a signed-in route until the app has loaded it. */
export function HydrateFallback() {
  return (
    <SiteLayout pending>
      <RouteLoading />
    </SiteLayout>
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
