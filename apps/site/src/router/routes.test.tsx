import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { page, RouteErrorBoundary } from '../shell/route-error-boundary';
import { RouteLoading } from '../shell/route-loading';
import { renderSite } from '../test/render-site';
import { paths } from './paths';
import { pageRoutes, withLayout } from './routes';

beforeEach(() => {
  // jsdom has no layout: scrolling is a no-op here (ScrollRestoration, the skip link).
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

// The first banner is the site's header (a page may have a <header> of its own).
const header = () => screen.getAllByRole('banner')[0] as HTMLElement;
const mainNav = () => within(header()).getByRole('navigation', { name: 'Main' });

describe('the route table', () => {
  it('has every route of spec §2 and a catch-all 404', () => {
    const children = pageRoutes;
    expect(children.map((route) => route.path).sort()).toEqual([...Object.values(paths), '*'].sort());
    for (const route of children) {
      expect(route.ErrorBoundary, route.path).toBeDefined();
      expect(route.handle, route.path).toEqual({ title: expect.any(String) });
    }
  });
});

describe('the shell', () => {
  it('renders the home page inside the layout, home marked current, with the home title', async () => {
    renderSite('/', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(within(mainNav()).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/plans');
    expect(within(mainNav()).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Holostream.`);
    await waitFor(() => expect(document.title).toBe('Holostream: live hologram streaming'));
  });

  it('titles each page in the active language and marks its link current', async () => {
    renderSite('/about', { language: 'ja' });
    await waitFor(() => expect(document.title).toBe('会社概要 · Holostream'));
    const nav = within(header()).getByRole('navigation', { name: 'メイン' });
    expect(within(nav).getByRole('link', { name: '会社概要' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'ホーム' })).not.toHaveAttribute('aria-current');
  });

  it('shows a 404 page with a link home for an unknown route', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/no/such/page', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(document.title).toBe('Page not found · Holostream');
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a spinner in the layout while a route chunk loads', async () => {
    const never = new Promise<never>(() => undefined);
    const slow = withLayout([{ path: '/', lazy: () => never, HydrateFallback: RouteLoading }]);
    renderSite('/', { language: 'en', routes: slow });
    expect(await screen.findByRole('status', { name: 'Loading the page…' })).toBeVisible();
    expect(header()).toBeVisible();
  });

  it('sends a signed-out visitor from /account to /login', async () => {
    const { router } = renderSite('/account?tab=billing', { language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a signed-in person the account page on its general tab', async () => {
    renderSite('/account', { language: 'en', signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'General', selected: true })).toBeVisible();
  });

  it('the skip link moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderSite('/about', { language: 'en' });
    await screen.findByRole('heading', { level: 1 });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('the header', () => {
  it('signed out: log in and sign up', async () => {
    renderSite('/about', { language: 'en' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(header()).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(header()).queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('signed in: account and log out; logging out goes home signed out', async () => {
    const user = userEvent.setup();
    const { router, services } = renderSite('/about', { language: 'en', signedIn: true });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(header()).queryByRole('link', { name: 'Log in' })).toBeNull();

    await user.click(within(header()).getByRole('button', { name: 'Log out' }));
    expect(await within(header()).findByRole('link', { name: 'Log in' })).toBeVisible();
    expect(services.authStore.getState().status).toBe('signed-out');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the language toggle switches live, sets <html lang> and is remembered', async () => {
    const user = userEvent.setup();
    renderSite('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement.lang).toBe('en');

    const toggle = within(header()).getByRole('button', { name: '日本語 (switch to Japanese)' });
    expect(toggle).toHaveTextContent('日本語');
    await user.click(toggle);
    // Answered at once, switched after the paint.
    expect(toggle).toHaveAttribute('aria-busy', 'true');

    const nav = await within(header()).findByRole('navigation', { name: 'メイン' });
    expect(within(nav).getByRole('link', { name: '料金プラン' })).toBeVisible();
    expect(document.documentElement.lang).toBe('ja');
    expect(localStorage.getItem('i18nextLng')).toBe('ja');
    await waitFor(() => expect(document.title).toBe('会社概要 · Holostream'));

    const back = within(header()).getByRole('button', { name: 'English （英語に切り替える）' });
    expect(back).toHaveTextContent('English');
    await user.click(back);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(within(header()).getByRole('button', { name: '日本語 (switch to Japanese)' })).not.toHaveAttribute(
      'aria-busy',
    );
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('starts in the language remembered in local storage', async () => {
    localStorage.setItem('i18nextLng', 'ja');
    renderSite('/');
    expect(await within(header()).findByRole('button', { name: 'English （英語に切り替える）' })).toBeVisible();
    expect(document.documentElement.lang).toBe('ja');
  });
});

describe('the error boundary', () => {
  /** The site's root with one route at `/` that has the site's error boundary. */
  const withRoute = (route: Pick<RouteObject, 'lazy' | 'Component'>): RouteObject[] =>
    withLayout([{ path: '/', ErrorBoundary: RouteErrorBoundary, HydrateFallback: RouteLoading, ...route }]);

  it('shows the crash screen inside the layout, and retry renders the route again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('render failed');
      return <h1>Recovered</h1>;
    }
    renderSite('/', { language: 'en', routes: withRoute({ Component: Flaky }) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(header()).toBeVisible();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recovered' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reloads the page when a route chunk failed to download', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    renderSite('/', { language: 'ja', routes: withRoute({ lazy: failed }) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: '問題が発生しました' })).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: '再試行' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
