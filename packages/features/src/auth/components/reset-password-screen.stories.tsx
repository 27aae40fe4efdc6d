import { SANDBOX_ACCOUNTS } from '@holostream/api/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { STORY_RESET_TOKEN, withResetToken } from '../testing/reset-token';
import { resetSandbox, sandbox } from '../testing/story-helpers';
import { withAuth } from '../testing/with-auth';
import { LoginScreen } from './login-screen';
import { ResetPasswordScreen } from './reset-password-screen';

type Canvas = Parameters<NonNullable<StoryObj['play']>>[0]['canvas'];

const { email } = SANDBOX_ACCOUNTS.demo;
const LINK = `/reset-password?token=${STORY_RESET_TOKEN}`;
/** The sandbox has issued the story's reset link for the demo account. */
const validLink = (options: Parameters<typeof sandbox>[0] = {}) => ({
  router: { initialEntries: [LINK] },
  msw: sandbox({ customize: withResetToken(), ...options }),
});

const newPassword = (canvas: Canvas) => canvas.getByLabelText('New password');
const confirmPassword = (canvas: Canvas) => canvas.getByLabelText('Confirm new password');

async function submit(canvas: Canvas, password: string, confirm: string) {
  await userEvent.type(await canvas.findByLabelText('New password'), password);
  await userEvent.type(confirmPassword(canvas), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
}

const meta = {
  title: 'Features/Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  decorators: [withAuth],
  // A fresh sandbox world per story, so stories that create accounts or use up links can run again.
  beforeEach: resetSandbox,
  parameters: validLink(),
  render: () => (
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordScreen />} />
      <Route path="/login" element={<LoginScreen />} />
    </Routes>
  ),
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** reset.verifying: the token of the link is being checked. */
export const Verifying: Story = {
  parameters: validLink({ scenarios: ['slow'], scenarioOperations: ['verifyResetToken'], delayMs: 'infinite' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your reset link…');
    await expect(canvas.queryByLabelText('New password')).not.toBeInTheDocument();
  },
};

/** reset.no-token: the link has no token. */
export const NoToken: Story = {
  parameters: { router: { initialEntries: ['/reset-password'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No reset token provided');
    await userEvent.click(canvas.getByRole('link', { name: 'Go to login' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  },
};

/** reset.invalid: the sandbox does not know the token (or it expired, or was used). */
export const Invalid: Story = {
  parameters: { router: { initialEntries: ['/reset-password?token=0000expired0000'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid or expired reset token');
    await expect(canvas.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByLabelText('New password')).not.toBeInTheDocument();
  },
};

/** reset.invalid in Japanese. */
export const InvalidJapanese: Story = {
  globals: { locale: 'ja' },
  parameters: { router: { initialEntries: ['/reset-password?token=0000expired0000'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('再設定リンクが無効か、有効期限が切れています');
    await expect(canvas.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login');
  },
};

/** reset.valid: whose password it is, new + confirm (min length 8) and the live checklist. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(canvas.getByText(`You're choosing a new password for ${email}.`)).toBeVisible();
    await expect(newPassword(canvas)).toHaveAttribute('minlength', '8');
    await expect(confirmPassword(canvas)).toHaveAttribute('minlength', '8');
    await userEvent.type(newPassword(canvas), 'Holo1');
    const rules = [...canvas.getByRole('list', { name: 'Password requirements' }).querySelectorAll('li')];
    await expect(rules.map((rule) => rule.textContent)).toEqual([
      '8 to 128 characters not met',
      'A lowercase letter met',
      'An uppercase letter met',
      'A number met',
      'A special character (@$!%*?&) not met',
    ]);
  },
};

/** reset.valid in Japanese. */
export const ValidJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '新しいパスワードの設定' })).toBeVisible();
    await expect(canvas.getByText(`${email} の新しいパスワードを設定します。`)).toBeVisible();
    await expect(canvas.getByLabelText('新しいパスワード')).toHaveAttribute('minlength', '8');
    await expect(canvas.getByLabelText('新しいパスワード（確認）')).toBeRequired();
    await expect(canvas.getByRole('list', { name: 'パスワードの条件' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'パスワードを再設定' })).toBeEnabled();
  },
};

/** reset.mismatch: the two entries differ; said under the confirmation, both kept. */
export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await submit(canvas, 'Hologram2@', 'Hologram3@');
    await expect(confirmPassword(canvas)).toHaveAccessibleDescription('Passwords do not match');
    await expect(confirmPassword(canvas)).toHaveFocus();
    await expect(newPassword(canvas)).toHaveValue('Hologram2@');
    await expect(confirmPassword(canvas)).toHaveValue('Hologram3@');
  },
};

/** reset.valid: a password that breaks the rule gets the first failing rule under it. */
export const InvalidPassword: Story = {
  play: async ({ canvas }) => {
    await submit(canvas, 'hologram2@', 'hologram2@');
    await expect(newPassword(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Password must contain an uppercase letter'),
    );
    await expect(newPassword(canvas)).toHaveValue('hologram2@');
  },
};

/** reset.submitting: the button is busy and blocked while the new password is saved. */
export const Submitting: Story = {
  parameters: validLink({ scenarios: ['slow'], scenarioOperations: ['resetPassword'], delayMs: 'infinite' }),
  play: async ({ canvas }) => {
    await submit(canvas, 'Hologram2@', 'Hologram2@');
    const busy = await canvas.findByRole('button', { name: 'Resetting password…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refuses the reset (here: a failure without a usable message): 'Failed to reset password'. */
export const SubmitError: Story = {
  parameters: validLink({ scenarios: ['server-error'], scenarioOperations: ['resetPassword'] }),
  play: async ({ canvas }) => {
    await submit(canvas, 'Hologram2@', 'Hologram2@');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to reset password');
    await expect(newPassword(canvas)).toHaveValue('Hologram2@');
  },
};

/** reset.done: the panel with the way to login; the new password works there. */
export const Done: Story = {
  play: async ({ canvas }) => {
    await submit(canvas, 'Hologram2@', 'Hologram2@');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your password has been reset' })).toHaveFocus();
    await expect(canvas.getByText('Log in with your new password.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to login' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  },
};

/** reset.done in Japanese. */
export const DoneJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('新しいパスワード'), 'Hologram2@');
    await userEvent.type(canvas.getByLabelText('新しいパスワード（確認）'), 'Hologram2@');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを再設定' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'パスワードを再設定しました' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ログイン画面へ' })).toBeVisible();
  },
};
