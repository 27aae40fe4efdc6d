import { SANDBOX_ACCOUNTS, SANDBOX_DEMO_TOKEN } from '@holostream/sandbox';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAuthStore, createMemoryStorage } from '../model/auth-store';
import { renderWithAuth } from '../testing/render';
import { setupSandboxServer } from '../../shared/testing/render';
import { LoginScreen } from './login-screen';

const sandbox = setupSandboxServer();
const { email, password } = SANDBOX_ACCOUNTS.demo;

function Destination({ name }: { name: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <output aria-label="state">{JSON.stringify(location.state)}</output>
      <output aria-label="query">{location.search}</output>
    </>
  );
}

const routes = (
  <Routes>
    <Route path="/login" element={<LoginScreen />} />
    <Route path="/account" element={<Destination name="Account page" />} />
    <Route path="/checkout" element={<Destination name="Checkout page" />} />
    <Route path="/plans" element={<Destination name="Pricing page" />} />
    <Route path="/signup" element={<Destination name="Signup page" />} />
  </Routes>
);

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, values: { email: string; password: string }) {
  await user.type(emailField(), values.email);
  await user.type(passwordField(), values.password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginScreen', () => {
  it('shows each missing field under it and focuses the first', async () => {
    sandbox.use();
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: ['/login'] });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(emailField()).toHaveAccessibleDescription('Email is required');
    expect(passwordField()).toHaveAccessibleDescription('Password is required');
    expect(emailField()).toHaveFocus();
  });

  it('signs in with the e-mail typed full-width, as a Japanese keyboard types it', async () => {
    sandbox.use();
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: ['/login'] });
    const fullWidth = [...email].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');
    await fillAndSubmit(user, { email: ` ${fullWidth} `, password });
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeVisible();
  });

  it("keeps what was typed after 'Invalid email or password'", async () => {
    sandbox.use();
    const user = userEvent.setup();
    const { store } = renderWithAuth(routes, { initialEntries: ['/login'] });
    await fillAndSubmit(user, { email, password: 'Wrong-pass1!' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    // Focus is on the message (announced), not lost on the page.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(emailField()).toHaveValue(email);
    expect(passwordField()).toHaveValue('Wrong-pass1!');
    expect(store.getState().status).toBe('signed-out');
  });

  it('signs in and goes to /account without a redirect state', async () => {
    sandbox.use();
    const user = userEvent.setup();
    const { store } = renderWithAuth(routes, { initialEntries: ['/login'] });
    await fillAndSubmit(user, { email, password });
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(store.getState().user).toMatchObject({ username: 'demo', email });
  });

  it('signs in and goes to checkout with the plan the address carries', async () => {
    sandbox.use();
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: ['/plans', '/login?redirectTo=%2Fcheckout%3Fplan%3D3'] });
    await fillAndSubmit(user, { email, password });
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?plan=3');
  });

  it("signs in and goes to checkout with the plan of the older links' navigation state", async () => {
    sandbox.use();
    const user = userEvent.setup();
    renderWithAuth(routes, {
      initialEntries: ['/plans', { pathname: '/login', state: { from: { pathname: '/checkout' }, planId: 3 } }],
    });
    await fillAndSubmit(user, { email, password });
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?plan=3');
  });

  it('sends someone already signed in to the origin route at once', () => {
    sandbox.use({ signedInAs: 'demo' });
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
      email,
    );
    renderWithAuth(routes, { store, initialEntries: [{ pathname: '/login', state: { from: '/plans' } }] });
    expect(screen.getByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
  });

  it('links to signup', async () => {
    sandbox.use();
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: ['/login'] });
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Signup page' })).toBeInTheDocument();
  });

  it('hands the way back on to signup in the address', async () => {
    sandbox.use();
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: ['/login?redirectTo=%2Fcheckout%3Fplan%3D3'] });
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?redirectTo=%2Fcheckout%3Fplan%3D3');
  });

  it('goes back to the guarded route with its query, and never to another site', async () => {
    sandbox.use();
    const user = userEvent.setup();
    const first = renderWithAuth(routes, { initialEntries: ['/login?redirectTo=%2Faccount%3Ftab%3Dbilling'] });
    await fillAndSubmit(user, { email, password });
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?tab=billing');
    first.unmount();
    renderWithAuth(routes, { initialEntries: ['/login?redirectTo=%2F%2Fevil.example%2Faccount'] });
    await fillAndSubmit(user, { email, password });
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('');
  });

  describe('forgot password', () => {
    it('sends the link and names the e-mail; back to login keeps the form', async () => {
      const world = sandbox.use();
      const user = userEvent.setup();
      renderWithAuth(routes, { initialEntries: ['/login'] });
      await user.type(emailField(), 'typo@');
      await user.type(passwordField(), 'half-typed');
      await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));

      expect(screen.getByRole('heading', { name: 'Reset your password' })).toHaveFocus();
      const forgotEmail = screen.getByLabelText('Email');
      expect(forgotEmail).toHaveValue('typo@');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(forgotEmail).toHaveAccessibleDescription('Enter a valid email address');

      await user.clear(forgotEmail);
      await user.type(forgotEmail, email);
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(email.replace('.', '\\.')))).toBeInTheDocument();
      expect((await world.store()).outbox).toEqual([expect.objectContaining({ to: email })]);

      await user.click(screen.getByRole('button', { name: 'Back to login' }));
      expect(screen.getByRole('heading', { name: 'Log in' })).toHaveFocus();
      expect(emailField()).toHaveValue('typo@');
      expect(passwordField()).toHaveValue('half-typed');
    });

    it('leaves a failed login behind: back from the forgot view, the form shows no old error', async () => {
      sandbox.use();
      const user = userEvent.setup();
      renderWithAuth(routes, { initialEntries: ['/login'] });
      await fillAndSubmit(user, { email, password: 'Wrong-pass1!' });
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
      await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      await user.click(screen.getByRole('button', { name: 'Back to login' }));
      expect(screen.getByRole('heading', { name: 'Log in' })).toHaveFocus();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(emailField()).toHaveValue(email);
    });

    it("keeps the e-mail after 'Failed to send reset email'", async () => {
      sandbox.use({ scenarios: ['server-error'] });
      const user = userEvent.setup();
      renderWithAuth(routes, { initialEntries: ['/login'] });
      await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      await user.type(screen.getByLabelText('Email'), email);
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to send reset email');
      expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
      expect(screen.getByLabelText('Email')).toHaveValue(email);
    });
  });

  it('shows the notice and the e-mail handed over by signup', () => {
    sandbox.use();
    renderWithAuth(routes, {
      initialEntries: [{ pathname: '/login', state: { accountCreated: { email: 'new@holostream.dev' } } }],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been created');
    expect(emailField()).toHaveValue('new@holostream.dev');
  });

  it('is written in Japanese', () => {
    sandbox.use();
    renderWithAuth(routes, { initialEntries: ['/login'], language: 'ja' });
    expect(screen.getByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'パスワードをお忘れですか？' })).toBeInTheDocument();
    return waitFor(() => expect(screen.getByLabelText('メールアドレス')).toBeInTheDocument());
  });
});
