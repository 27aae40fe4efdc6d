import { SANDBOX_ACCOUNTS, SANDBOX_DEMO_TOKEN } from '@holostream/sandbox';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { createAuthStore, createMemoryStorage, type AuthStore } from '../model/auth-store';
import { renderWithAuth } from '../testing/render';
import { RequireAuth } from './require-auth';

function LoginProbe() {
  const location = useLocation();
  return (
    <>
      <h1>Login page</h1>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

function routes() {
  return (
    <Routes>
      <Route path="/" element={<h1>Home page</h1>} />
      <Route path="/login" element={<LoginProbe />} />
      <Route
        path="/account"
        element={
          <RequireAuth>
            <h1>Account page</h1>
          </RequireAuth>
        }
      />
      <Route element={<RequireAuth />}>
        <Route path="/checkout" element={<h1>Checkout page</h1>} />
      </Route>
    </Routes>
  );
}

function signedInStore(storage = createMemoryStorage()): AuthStore {
  const store = createAuthStore(storage);
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

const shownAddress = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('RequireAuth', () => {
  it('renders the guarded page when signed in', () => {
    renderWithAuth(routes(), { store: signedInStore(), initialEntries: ['/account?tab=team'] });
    expect(screen.getByRole('heading', { name: 'Account page' })).toBeInTheDocument();
  });

  it('renders nested routes as a layout route', () => {
    renderWithAuth(routes(), { store: signedInStore(), initialEntries: ['/checkout'] });
    expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  });

  it('sends a signed-out person to /login with the way back in the address', () => {
    renderWithAuth(routes(), { initialEntries: ['/account?tab=billing#history'] });
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(shownAddress()).toBe('/login?redirectTo=%2Faccount%3Ftab%3Dbilling%23history');
  });

  it("carries the plan of checkout's navigation state to /login as checkout's address", () => {
    renderWithAuth(routes(), { initialEntries: [{ pathname: '/checkout', state: { planId: 3 } }] });
    expect(shownAddress()).toBe('/login?redirectTo=%2Fcheckout%3Fplan%3D3');
  });

  it('keeps the page under the session-expired modal, and redirects once the person has seen it', async () => {
    const store = signedInStore();
    renderWithAuth(routes(), { store, initialEntries: ['/account'] });
    expect(screen.getByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    store.expire();
    // What was typed stays on screen under the modal; "Login Again" leads on.
    expect(screen.getByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    store.acknowledgeExpired();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('goes home after a logout in this tab (leaving is not "sign in to come back")', async () => {
    const store = signedInStore();
    renderWithAuth(routes(), { store, initialEntries: ['/account'] });
    act(() => void store.signOut(() => Promise.resolve()));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('offers the way back through /login when another tab signed out', async () => {
    const storage = createMemoryStorage();
    const store = signedInStore(storage);
    renderWithAuth(routes(), { store, initialEntries: ['/account?tab=team'] });
    storage.removeItem('token');
    storage.removeItem('user');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'token' })));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(shownAddress()).toBe('/login?redirectTo=%2Faccount%3Ftab%3Dteam');
  });

  it("says 'Loading' while the auth state resolves", () => {
    const store = createAuthStore(createMemoryStorage());
    const state = { status: 'loading', user: null, sessionExpired: false } as const;
    const loading: AuthStore = { ...store, getState: () => state };
    renderWithAuth(routes(), { store: loading, initialEntries: ['/account'] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
