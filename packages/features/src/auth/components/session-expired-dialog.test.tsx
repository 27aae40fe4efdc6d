import { SANDBOX_ACCOUNTS, SANDBOX_DEMO_TOKEN } from '@holostream/sandbox';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import { defaultSiteLinks, SiteLinksProvider } from '../../shared/links';
import { describe, expect, it } from 'vitest';
import { createAuthStore, createMemoryStorage } from '../model/auth-store';
import { renderWithAuth } from '../testing/render';
import { SessionExpiredDialog } from './session-expired-dialog';

function signedInStore() {
  const store = createAuthStore(createMemoryStorage());
  store.signIn(
    {
      token: SANDBOX_DEMO_TOKEN,
      type: 'bearer',
      username: 'demo',
      abilities: ['*'],
      lastUsedAt: null,
      expiresAt: null,
    },
    SANDBOX_ACCOUNTS.demo.email,
  );
  return store;
}

function LoginProbe() {
  const location = useLocation();
  return (
    <>
      <h1>Login page</h1>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

/** As the site mounts it: suppressed on the plans page. */
function SessionExpiredHere() {
  return <SessionExpiredDialog suppressed={useLocation().pathname === '/plans'} />;
}

const app = (
  <>
    <Routes>
      <Route path="/plans" element={<Link to="/">Home</Link>} />
      <Route path="/" element={<h1>Home page</h1>} />
      <Route path="/login" element={<LoginProbe />} />
    </Routes>
    <SessionExpiredHere />
  </>
);

describe('SessionExpiredDialog', () => {
  it('stays closed while the session is alive', () => {
    renderWithAuth(app, { store: signedInStore() });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("opens on expiry, ignores Escape, and 'Login Again' goes to /login", async () => {
    const user = userEvent.setup();
    const store = signedInStore();
    renderWithAuth(app, { store, initialEntries: ['/?tab=x'] });
    act(() => store.expire());

    const dialog = screen.getByRole('alertdialog', { name: 'Session Expired' });
    expect(dialog).toHaveAccessibleDescription(
      'Your session has expired and you need to log in again to continue using the application.',
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Session Expired' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Login Again' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/login?redirectTo=%2F%3Ftab%3Dx');
    expect(store.getState().sessionExpired).toBe(false);
  });

  it("'Login Again' goes to the login page of the links the app gives", async () => {
    const user = userEvent.setup();
    const store = signedInStore();
    const japanese = { ...defaultSiteLinks, login: (to?: string) => `/ja${defaultSiteLinks.login(to)}` };
    renderWithAuth(
      <SiteLinksProvider links={japanese}>
        <Routes>
          <Route path="/ja/account" element={<h1>Account</h1>} />
          <Route path="/ja/login" element={<LoginProbe />} />
        </Routes>
        <SessionExpiredDialog />
      </SiteLinksProvider>,
      { store, initialEntries: ['/ja/account'] },
    );
    act(() => store.expire());
    await user.click(screen.getByRole('button', { name: 'Login Again' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/ja/login?redirectTo=%2Fja%2Faccount');
  });

  it('is never shown on /plans, where the person is simply signed out, nor on the page they open next', async () => {
    const user = userEvent.setup();
    const store = signedInStore();
    renderWithAuth(app, { store, initialEntries: ['/plans'] });
    act(() => store.expire());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState()).toMatchObject({ status: 'signed-out', sessionExpired: false });
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
