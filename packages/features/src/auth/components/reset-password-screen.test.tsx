import { SANDBOX_ACCOUNTS } from '@holostream/sandbox';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithAuth } from '../testing/render';
import { STORY_RESET_TOKEN, withResetToken } from '../testing/reset-token';
import { setupSandboxServer } from '../../shared/testing/render';
import { ResetPasswordScreen } from './reset-password-screen';

const sandbox = setupSandboxServer();

/** Where the router is, as a person would see it in the address bar. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

const routes = (
  <>
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordScreen />} />
      <Route path="/login" element={<h1>Login page</h1>} />
    </Routes>
    <Address />
  </>
);

const link = `/reset-password?token=${STORY_RESET_TOKEN}`;
const newPassword = () => screen.getByLabelText('New password');
const confirmPassword = () => screen.getByLabelText('Confirm new password');

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.type(newPassword(), password);
  await user.type(confirmPassword(), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordScreen', () => {
  it('says no reset token was provided when the link has none', async () => {
    sandbox.use();
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: ['/reset-password'] });
    expect(screen.getByRole('alert')).toHaveTextContent('No reset token provided');
    await user.click(screen.getByRole('link', { name: 'Go to login' }));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('verifies the token, then shows the invalid-link panel for an unknown one', async () => {
    sandbox.use();
    renderWithAuth(routes, { initialEntries: ['/reset-password?token=unknown'] });
    expect(screen.getByText('Checking your reset link…').closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset token');
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('treats a failed verification as an invalid link', async () => {
    sandbox.use({ scenarios: ['server-error'] });
    renderWithAuth(routes, { initialEntries: [link] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset token');
  });

  it('takes the token out of the address once read (no history, no referrer carries it), and still resets with it', async () => {
    const world = sandbox.use({ customize: withResetToken() });
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: [`${link}&from=mail`] });
    await screen.findByLabelText('New password');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/reset-password\?from=mail$/);
    await submit(user, 'Hologram2@', 'Hologram2@');
    expect(await screen.findByRole('heading', { name: 'Your password has been reset' })).toBeInTheDocument();
    expect((await world.store()).resetTokens.every((record) => record.used)).toBe(true);
  });

  it('keeps both entries after a mismatch and says so under the confirmation', async () => {
    sandbox.use({ customize: withResetToken() });
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: [link] });
    expect(await screen.findByText(`You're choosing a new password for ${SANDBOX_ACCOUNTS.demo.email}.`)).toBeVisible();
    expect(newPassword()).toHaveAttribute('minlength', '8');
    expect(confirmPassword()).toHaveAttribute('minlength', '8');
    await submit(user, 'Hologram2@', 'Hologram3@');
    // The form's rules load with its first check.
    await waitFor(() => expect(confirmPassword()).toHaveAccessibleDescription('Passwords do not match'));
    expect(confirmPassword()).toHaveFocus();
    expect(newPassword()).toHaveValue('Hologram2@');
    expect(confirmPassword()).toHaveValue('Hologram3@');
  });

  it('reports the first failing password rule under the new password', async () => {
    sandbox.use({ customize: withResetToken() });
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: [link] });
    await screen.findByLabelText('New password');
    await submit(user, '#Hologram2', '#Hologram2');
    await waitFor(() =>
      expect(newPassword()).toHaveAccessibleDescription(
        expect.stringContaining('Password must start with a letter, a number or one of @$!%*?&'),
      ),
    );
  });

  it('keeps both entries when the server refuses the reset', async () => {
    const world = sandbox.use({ customize: withResetToken() });
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: [link] });
    await screen.findByLabelText('New password');
    // The link is used up elsewhere between the check and the submit.
    for (const record of (await world.store()).resetTokens) record.used = true;
    await submit(user, 'Hologram2@', 'Hologram2@');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to reset password');
    expect(alert).toHaveTextContent('Invalid or expired reset token');
    expect(newPassword()).toHaveValue('Hologram2@');
    expect(confirmPassword()).toHaveValue('Hologram2@');
  });

  it('resets the password and offers the way to login', async () => {
    const world = sandbox.use({ customize: withResetToken() });
    const user = userEvent.setup();
    renderWithAuth(routes, { initialEntries: [link] });
    await screen.findByLabelText('New password');
    await submit(user, 'Hologram2@', 'Hologram2@');
    expect(await screen.findByRole('heading', { name: 'Your password has been reset' })).toHaveFocus();
    expect((await world.store()).resetTokens.every((record) => record.used)).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Go to login' }));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
