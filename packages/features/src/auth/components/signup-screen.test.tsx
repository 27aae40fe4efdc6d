import { SANDBOX_ACCOUNTS } from '@holostream/sandbox';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAuth } from '../testing/render';
import { setupSandboxServer } from '../../shared/testing/render';
import { SignupScreen } from './signup-screen';

const sandbox = setupSandboxServer();

function Destination({ name }: { name: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <output aria-label="state">{JSON.stringify(location.state)}</output>
    </>
  );
}

const routes = (
  <Routes>
    <Route path="/signup" element={<SignupScreen />} />
    <Route path="/account" element={<Destination name="Account page" />} />
    <Route path="/login" element={<Destination name="Login page" />} />
    <Route path="/checkout" element={<Destination name="Checkout page" />} />
  </Routes>
);

const field = {
  username: () => screen.getByLabelText('Username'),
  email: () => screen.getByLabelText('Email'),
  password: () => screen.getByLabelText('Password'),
  confirm: () => screen.getByLabelText('Confirm password'),
  terms: () => screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }),
};

interface Values {
  username: string;
  email: string;
  password: string;
  confirm: string;
  terms: boolean;
}

const valid: Values = {
  username: 'grace2025',
  email: 'grace@holostream.dev',
  password: 'Hologram1!',
  confirm: 'Hologram1!',
  terms: true,
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Values) {
  if (values.username) await user.type(field.username(), values.username);
  if (values.email) await user.type(field.email(), values.email);
  if (values.password) await user.type(field.password(), values.password);
  if (values.confirm) await user.type(field.confirm(), values.confirm);
  if (values.terms) await user.click(field.terms());
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

function expectValues(values: Values) {
  expect(field.username()).toHaveValue(values.username);
  expect(field.email()).toHaveValue(values.email);
  expect(field.password()).toHaveValue(values.password);
  expect(field.confirm()).toHaveValue(values.confirm);
  if (values.terms) expect(field.terms()).toBeChecked();
  else expect(field.terms()).not.toBeChecked();
}

beforeEach(() => sessionStorage.clear());

describe('SignupScreen', () => {
  it('ticks the five checklist rules live as the password is typed', async () => {
    sandbox.use();
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: ['/signup'] });
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    const items = () => [...checklist.querySelectorAll('li')].map((item) => item.textContent);
    expect(items()).toEqual([
      '8 to 128 characters not met',
      'A lowercase letter not met',
      'An uppercase letter not met',
      'A number not met',
      'A special character (@$!%*?&) not met',
    ]);
    await user.type(field.password(), 'abC1');
    expect(items()).toEqual([
      '8 to 128 characters not met',
      'A lowercase letter met',
      'An uppercase letter met',
      'A number met',
      'A special character (@$!%*?&) not met',
    ]);
    expect(field.password()).toHaveAccessibleDescription(expect.stringContaining('8 to 128 characters'));
  });

  it('shows every field error next to its field, loses nothing typed and focuses the first', async () => {
    sandbox.use();
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: ['/signup'] });
    const typed: Values = {
      username: 'ab',
      email: 'not-an-email',
      password: 'short',
      confirm: 'shorter',
      terms: false,
    };
    await fill(user, typed);

    expect(field.username()).toHaveAccessibleDescription(
      expect.stringContaining('Username must be 4 to 128 characters'),
    );
    expect(field.email()).toHaveAccessibleDescription('Enter a valid email address');
    expect(field.password()).toHaveAccessibleDescription(
      expect.stringContaining('Password must be 8 to 128 characters'),
    );
    expect(field.confirm()).toHaveAccessibleDescription('Passwords do not match');
    expect(field.terms()).toHaveAccessibleDescription('Accept the terms to create an account');
    expect(field.username()).toHaveFocus();
    expectValues(typed);
  });

  it.each([
    ['username', { ...valid, username: 'grace_2025' }, 'Username can contain only letters and numbers'],
    ['email', { ...valid, email: 'grace@' }, 'Enter a valid email address'],
    [
      'password',
      { ...valid, password: 'hologram1!', confirm: 'hologram1!' },
      'Password must contain an uppercase letter',
    ],
    ['confirm', { ...valid, confirm: 'Hologram2!' }, 'Passwords do not match'],
    ['terms', { ...valid, terms: false }, 'Accept the terms to create an account'],
  ] as const)('reports the first failing rule of the %s field', async (name, values, message) => {
    sandbox.use();
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: ['/signup'] });
    await fill(user, values);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field[name]()).toHaveFocus();
    expectValues(values);
  });

  it("keeps what was typed when the server refuses ('Failed to create account')", async () => {
    sandbox.use();
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: ['/signup'] });
    const taken = { ...valid, username: SANDBOX_ACCOUNTS.demo.username };
    await fill(user, taken);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create account');
    expect(alert).toHaveTextContent('This username is already taken');
    expectValues(taken);
  });

  it('signs in with the token of the answer and goes to /account', async () => {
    sandbox.use();
    const user = userEvent.setup();
    const { store } = renderWithAuth(routes, { initialEntries: ['/signup'] });
    await fill(user, valid);
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(store.getState()).toMatchObject({
      status: 'signed-in',
      user: { username: valid.username, email: valid.email },
    });
  });

  it('goes to /login when the answer has no token', async () => {
    sandbox.use({ scenarios: ['signup-without-token'] });
    const user = userEvent.setup();
    const { store } = renderWithAuth(routes, { initialEntries: ['/signup'] });
    await fill(user, valid);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent(
      JSON.stringify({ accountCreated: { email: valid.email } }),
    );
    expect(store.getState().status).toBe('signed-out');
  });

  it('goes on to checkout with the plan chosen before signing up, as the address says', async () => {
    sandbox.use();
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: ['/signup?redirectTo=%2Fcheckout%3Fplan%3D2'] });
    await fill(user, valid);
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/checkout?plan=2');
  });

  it('hands the way back on to /login when the answer has no token', async () => {
    sandbox.use({ scenarios: ['signup-without-token'] });
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: ['/signup?redirectTo=%2Fcheckout%3Fplan%3D2'] });
    await fill(user, valid);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/login?redirectTo=%2Fcheckout%3Fplan%3D2',
    );
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent(
      JSON.stringify({ accountCreated: { email: valid.email } }),
    );
  });

  it('opens the terms in a new tab', () => {
    sandbox.use();
    renderWithAuth(routes, { initialEntries: ['/signup'] });
    const link = screen.getByRole('link', { name: /Terms of Service and Privacy Policy/ });
    expect(link).toHaveAttribute('href', '/legal#terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Terms of Service and Privacy Policy (opens in a new tab)');
  });
});
