import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/root-layout';
import { NotFoundPage } from '../shell/not-found-page';
import { RootErrorBoundary } from '../shell/root-error-boundary';
import { RouteErrorBoundary } from '../shell/route-error-boundary';
import { RouteLoading } from '../shell/route-loading';
import { paths } from './paths';
import type { RouteHandle, TitleKey } from './route-handle';

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * One route of spec §2: its document title, its own error boundary (the layout stays), and the
 * spinner while its chunk loads on the first visit.
 */
function page(path: string, title: TitleKey, lazy: Lazy): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy, HydrateFallback: RouteLoading, ErrorBoundary: RouteErrorBoundary };
}

/** The root route: the shared layout (and a crash screen of its own) around `children`. */
export function withLayout(children: RouteObject[]): RouteObject[] {
  return [{ id: 'root', Component: RootLayout, ErrorBoundary: RootErrorBoundary, children }];
}

/** Every route of spec §2 plus a 404. Each page is a lazy chunk: the public ones stay small. */
export const pageRoutes: RouteObject[] = [
  page(paths.home, 'home', () => import('../pages/home/home-page').then((m) => ({ Component: m.HomePage }))),
  page(paths.about, 'about', () => import('../pages/about/about-page').then((m) => ({ Component: m.AboutPage }))),
  page(paths.plans, 'plans', () => import('../routes/plans-route')),
  page(paths.contact, 'contact', () =>
    import('../pages/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
  ),
  page(paths.legal, 'legal', () => import('../pages/legal/legal-page').then((m) => ({ Component: m.LegalPage }))),
  page(paths.commercialDisclosure, 'commercialDisclosure', () =>
    import('../pages/commercial-disclosure/commercial-disclosure-page').then((m) => ({
      Component: m.CommercialDisclosurePage,
    })),
  ),
  page(paths.login, 'login', () => import('../routes/login-route')),
  page(paths.signup, 'signup', () => import('../routes/signup-route')),
  page(paths.resetPassword, 'resetPassword', () => import('../routes/reset-password-route')),
  page(paths.account, 'account', () => import('../routes/account-route')),
  page(paths.checkout, 'checkout', () => import('../routes/checkout-route')),
  page(paths.feedback, 'feedback', () => import('../routes/feedback-route')),
  {
    path: '*',
    handle: { title: 'notFound' } satisfies RouteHandle,
    Component: NotFoundPage,
    ErrorBoundary: RouteErrorBoundary,
  },
];

/** The site's route table. */
export const routes: RouteObject[] = withLayout(pageRoutes);
