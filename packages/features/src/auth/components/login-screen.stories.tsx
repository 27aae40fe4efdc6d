import { SANDBOX_ACCOUNTS } from '@holostream/api/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DEMO_USER, Destination, resetSandbox, sandbox, sandboxOutbox } from '../testing/story-helpers';
import { withAuth } from '../testing/with-auth';
import { LoginScreen } from './login-screen';

const { email, password } = SANDBOX_ACCOUNTS.demo;

type Canvas = Parameters<NonNullable<StoryObj['play']>>[0]['canvas'];

const emailField = (canvas: Canvas) => canvas.getByLabelText('Email');
const passwordField = (canvas: Canvas) => canvas.getByLabelText('Password');

async function logIn(canvas: Canvas, values: { email: string; password: string }) {
  await userEvent.type(emailField(canvas), values.email);
  await userEvent.type(passwordField(canvas), values.password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
}

async function openForgot(canvas: Canvas, name = 'Forgot your password?') {
  await userEvent.click(canvas.getByRole('button', { name }));
}

const meta = {
  title: 'Features/Auth/LoginScreen',
  component: LoginScreen,
  decorators: [withAuth],
  // A fresh sandbox world per story, so stories that create accounts or use up links can run again.
  beforeEach: resetSandbox,
  parameters: { router: { initialEntries: ['/login'] }, msw: sandbox() },
  render: () => (
    <Routes>
      <Route path="/login" element={<LoginScreen />} />
      <Route path="*" element={<Destination />} />
    </Routes>
  ),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** login.form: e-mail and password (required), the forgot-password link, the link to signup. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(emailField(canvas)).toBeRequired();
    await expect(emailField(canvas)).toHaveAttribute('type', 'email');
    await expect(passwordField(canvas)).toBeRequired();
    await expect(passwordField(canvas)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};

/** login.form in Japanese. */
export const FormJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
    await expect(canvas.getByLabelText('メールアドレス')).toBeRequired();
    await expect(canvas.getByLabelText('パスワード')).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'パスワードをお忘れですか？' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '新規登録' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ログイン' })).toBeEnabled();
  },
};

/** login.form: submitting with empty fields shows each required message under its field. */
export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(emailField(canvas)).toHaveAccessibleDescription('Email is required');
    await expect(emailField(canvas)).toBeInvalid();
    await expect(passwordField(canvas)).toHaveAccessibleDescription('Password is required');
    await expect(emailField(canvas)).toHaveFocus();
  },
};

/** login.submitting: the button is busy and blocked while the server answers. */
export const Submitting: Story = {
  parameters: { msw: sandbox({ scenarios: ['slow'], scenarioOperations: ['login'], delayMs: 'infinite' }) },
  play: async ({ canvas }) => {
    await logIn(canvas, { email, password });
    const busy = await canvas.findByRole('button', { name: 'Logging in…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(emailField(canvas)).toHaveValue(email);
  },
};

/** login.error: 'Invalid email or password', and what was typed stays. */
export const LoginError: Story = {
  play: async ({ canvas }) => {
    await logIn(canvas, { email, password: 'Wrong-pass1!' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(emailField(canvas)).toHaveValue(email);
    await expect(passwordField(canvas)).toHaveValue('Wrong-pass1!');
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};

/** login.error in Japanese. */
export const ErrorJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('メールアドレス'), email);
    await userEvent.type(canvas.getByLabelText('パスワード'), 'Wrong-pass1!');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'メールアドレスまたはパスワードが正しくありません',
    );
    await expect(canvas.getByLabelText('メールアドレス')).toHaveValue(email);
  },
};

/** login.forgot.form: the inline view, with what was typed as e-mail, and the way back. */
export const ForgotForm: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(emailField(canvas), email);
    await openForgot(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toHaveFocus();
    await expect(canvas.getByLabelText('Email')).toHaveValue(email);
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toHaveFocus();
    await expect(emailField(canvas)).toHaveValue(email);
  },
};

/** login.forgot.form in Japanese. */
export const ForgotFormJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await openForgot(canvas, 'パスワードをお忘れですか？');
    await expect(canvas.getByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible();
    await expect(canvas.getByLabelText('メールアドレス')).toBeRequired();
    await expect(canvas.getByRole('button', { name: '再設定リンクを送信' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'ログインに戻る' })).toBeVisible();
  },
};

/** login.forgot.form: an e-mail that is not one is reported under the field before anything is sent. */
export const ForgotInvalidEmail: Story = {
  play: async ({ canvas }) => {
    await openForgot(canvas);
    await userEvent.type(canvas.getByLabelText('Email'), 'demo@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    await expect(canvas.getByLabelText('Email')).toHaveValue('demo@');
  },
};

/** login.forgot.sending: 'Sending…' on the busy button while the server answers. */
export const ForgotSending: Story = {
  parameters: {
    msw: sandbox({ scenarios: ['slow'], scenarioOperations: ['forgotPassword'], delayMs: 'infinite' }),
  },
  play: async ({ canvas }) => {
    await openForgot(canvas);
    await userEvent.type(canvas.getByLabelText('Email'), email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    const busy = await canvas.findByRole('button', { name: 'Sending…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** login.forgot.success: the success view names the e-mail entered; the sandbox sent the link. */
export const ForgotSuccess: Story = {
  play: async ({ canvas }) => {
    await openForgot(canvas);
    await userEvent.type(canvas.getByLabelText('Email'), email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your email' })).toHaveFocus();
    await expect(
      canvas.getByText(`If an account exists for ${email}, we've sent it a link to reset your password.`),
    ).toBeVisible();
    await expect(await sandboxOutbox(email)).toEqual([
      expect.objectContaining({ to: email, link: expect.stringContaining('/reset-password?token=') }),
    ]);
    await expect(canvas.getByRole('button', { name: 'Back to login' })).toBeVisible();
  },
};

/** login.forgot.success in Japanese. */
export const ForgotSuccessJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await openForgot(canvas, 'パスワードをお忘れですか？');
    await userEvent.type(canvas.getByLabelText('メールアドレス'), email);
    await userEvent.click(canvas.getByRole('button', { name: '再設定リンクを送信' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'メールをご確認ください' })).toBeVisible();
    await expect(canvas.getByText(new RegExp(`^${email.replace('.', '\\.')} のアカウント`))).toBeVisible();
  },
};

/** login.forgot.error: 'Failed to send reset email' with the server's reason; the e-mail stays. */
export const ForgotError: Story = {
  parameters: { msw: sandbox({ scenarios: ['server-error'], scenarioOperations: ['forgotPassword'] }) },
  play: async ({ canvas }) => {
    await openForgot(canvas);
    await userEvent.type(canvas.getByLabelText('Email'), email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to send reset email');
    await expect(alert).toHaveTextContent('Internal server error');
    await expect(canvas.getByLabelText('Email')).toHaveValue(email);
  },
};

/** login.redirect: already signed in, without an origin → /account. */
export const RedirectSignedIn: Story = {
  parameters: { auth: { user: DEMO_USER }, msw: sandbox({ signedInAs: 'demo' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '/account' })).toBeVisible();
    await expect(canvas.queryByLabelText('Email')).not.toBeInTheDocument();
  },
};

/** login.redirect: already signed in, back to the origin route (with its query). */
export const RedirectToOrigin: Story = {
  parameters: {
    auth: { user: DEMO_USER },
    msw: sandbox({ signedInAs: 'demo' }),
    router: { initialEntries: [{ pathname: '/login', state: { from: { pathname: '/feedback', search: '' } } }] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '/feedback' })).toBeVisible();
  },
};

/** login.redirect: origin checkout with a plan id → checkout with that plan (history entry replaced). */
export const RedirectToCheckout: Story = {
  parameters: {
    auth: { user: DEMO_USER },
    msw: sandbox({ signedInAs: 'demo' }),
    router: { initialEntries: [{ pathname: '/login', state: { from: { pathname: '/checkout' }, planId: 3 } }] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '/checkout' })).toBeVisible();
    await expect(canvas.getByText('{"planId":3}')).toBeVisible();
  },
};

/** login.redirect: after logging in, the plan chosen on /plans is carried to checkout. */
export const RedirectAfterLogin: Story = {
  parameters: {
    router: { initialEntries: [{ pathname: '/login', state: { from: '/checkout', planId: 2 } }] },
  },
  play: async ({ canvas }) => {
    await logIn(canvas, { email, password });
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: '/checkout' })).toBeVisible());
    await expect(canvas.getByText('{"planId":2}')).toBeVisible();
  },
};
