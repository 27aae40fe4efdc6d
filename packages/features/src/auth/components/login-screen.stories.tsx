import { SANDBOX_ACCOUNTS } from '@holostream/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyT, type StoryT } from '../testing/story-i18n';
import { DEMO_USER } from '../testing/story-helpers';
import {
  Destination,
  failureStoryT,
  JAPANESE,
  PHONE,
  resetSandbox,
  sandbox,
  sandboxOutbox,
} from '../../shared/testing/stories';
import { withAuth } from '../testing/with-auth';
import { LoginScreen } from './login-screen';

const { email, password } = SANDBOX_ACCOUNTS.demo;

type Canvas = Parameters<NonNullable<StoryObj['play']>>[0]['canvas'];

const emailField = (canvas: Canvas, t: StoryT) => canvas.getByLabelText(t('fields.email'));
const passwordField = (canvas: Canvas, t: StoryT) => canvas.getByLabelText(t('fields.password'));

async function logIn(canvas: Canvas, t: StoryT, values: { email: string; password: string }) {
  await userEvent.type(emailField(canvas, t), values.email);
  await userEvent.type(passwordField(canvas, t), values.password);
  await userEvent.click(canvas.getByRole('button', { name: t('login.submit') }));
}

async function openForgot(canvas: Canvas, t: StoryT) {
  await userEvent.click(canvas.getByRole('button', { name: t('login.forgotPassword') }));
}

async function sendResetLink(canvas: Canvas, t: StoryT, to: string) {
  await openForgot(canvas, t);
  await userEvent.type(emailField(canvas, t), to);
  await userEvent.click(canvas.getByRole('button', { name: t('forgot.submit') }));
}

const meta = {
  title: 'Features/Auth/LoginScreen',
  tags: ['autodocs', 'responsive'],
  component: LoginScreen,
  decorators: [withAuth],
  // A fresh sandbox world per story, so stories that create accounts or use up links can run again.
  beforeEach: resetSandbox,
  parameters: {
    visual: { pictures: ['Form', 'FormJapanese', 'FormJapanesePhone'] },
    router: { initialEntries: ['/login'] },
    msw: sandbox(),
  },
  render: () => (
    <Routes>
      <Route path="/login" element={<LoginScreen />} />
      <Route path="*" element={<Destination />} />
    </Routes>
  ),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// Every play function reads its text through `storyT`, so each `…Japanese` story (the same story
// with `globals: { locale: 'ja' }`) runs the same checks against the Japanese copy. Server messages stay English in both.

/** login.form: e-mail and password (required), the forgot-password link, the link to signup. */
export const Form: Story = {
  name: 'login.form',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await expect(canvas.getByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
    await expect(emailField(canvas, t)).toBeRequired();
    await expect(emailField(canvas, t)).toHaveAttribute('type', 'email');
    await expect(passwordField(canvas, t)).toBeRequired();
    await expect(passwordField(canvas, t)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: t('login.forgotPassword') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('login.signUp') })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('button', { name: t('login.submit') })).toBeEnabled();
  },
};

/** login.form in Japanese. */
export const FormJapanese: Story = { ...Form, name: 'login.form · ja', globals: { locale: 'ja' } };

/** login.form: submitting with empty fields shows each required message under its field. */
export const RequiredFields: Story = {
  name: 'login.form · required fields',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await userEvent.click(canvas.getByRole('button', { name: t('login.submit') }));
    // The form's rules load with its first check.
    await waitFor(() => expect(emailField(canvas, t)).toHaveAccessibleDescription(t('validation.email.required')));
    await expect(emailField(canvas, t)).toBeInvalid();
    await expect(passwordField(canvas, t)).toHaveAccessibleDescription(t('validation.password.required'));
    await expect(emailField(canvas, t)).toHaveFocus();
  },
};

/** login.form, required fields, in Japanese. */
export const RequiredFieldsJapanese: Story = {
  ...RequiredFields,
  name: 'login.form · required fields · ja',
  globals: { locale: 'ja' },
};

/** login.submitting: the button is busy and blocked while the server answers. */
export const Submitting: Story = {
  name: 'login.submitting',
  parameters: { msw: sandbox({ scenarios: ['slow'], scenarioOperations: ['login'], delayMs: 'infinite' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await logIn(canvas, t, { email, password });
    const busy = await canvas.findByRole('button', { name: t('login.submitting') });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(emailField(canvas, t)).toHaveValue(email);
  },
};

/** login.submitting in Japanese. */
export const SubmittingJapanese: Story = { ...Submitting, name: 'login.submitting · ja', globals: { locale: 'ja' } };

/** login.error: 'Invalid email or password', and what was typed stays. */
export const LoginError: Story = {
  name: 'login.error',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await logIn(canvas, t, { email, password: 'Wrong-pass1!' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('login.error'));
    await expect(emailField(canvas, t)).toHaveValue(email);
    await expect(passwordField(canvas, t)).toHaveValue('Wrong-pass1!');
    await expect(canvas.getByRole('button', { name: t('login.submit') })).toBeEnabled();
  },
};

/** login.error in Japanese. */
export const ErrorJapanese: Story = { ...LoginError, name: 'login.error · ja', globals: { locale: 'ja' } };

/** login.forgot.form: the inline view, with what was typed as e-mail, and the way back. */
export const ForgotForm: Story = {
  name: 'login.forgot.form',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await userEvent.type(emailField(canvas, t), email);
    await openForgot(canvas, t);
    await expect(canvas.getByRole('heading', { level: 1, name: t('forgot.title') })).toHaveFocus();
    await expect(emailField(canvas, t)).toHaveValue(email);
    await expect(emailField(canvas, t)).toBeRequired();
    await expect(canvas.getByRole('button', { name: t('forgot.submit') })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: t('forgot.backToLogin') }));
    await expect(canvas.getByRole('heading', { level: 1, name: t('login.title') })).toHaveFocus();
    await expect(emailField(canvas, t)).toHaveValue(email);
  },
};

/** login.forgot.form in Japanese. */
export const ForgotFormJapanese: Story = { ...ForgotForm, name: 'login.forgot.form · ja', globals: { locale: 'ja' } };

/** login.forgot.form: an e-mail that is not one is reported under the field before anything is sent. */
export const ForgotInvalidEmail: Story = {
  name: 'login.forgot.form · invalid email',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await sendResetLink(canvas, t, 'demo@');
    await waitFor(() => expect(emailField(canvas, t)).toHaveAccessibleDescription(t('validation.email.invalid')));
    await expect(emailField(canvas, t)).toHaveValue('demo@');
  },
};

/** login.forgot.form, invalid e-mail, in Japanese. */
export const ForgotInvalidEmailJapanese: Story = {
  ...ForgotInvalidEmail,
  name: 'login.forgot.form · invalid email · ja',
  globals: { locale: 'ja' },
};

/** login.forgot.sending: 'Sending…' on the busy button while the server answers. */
export const ForgotSending: Story = {
  name: 'login.forgot.sending',
  parameters: {
    msw: sandbox({ scenarios: ['slow'], scenarioOperations: ['forgotPassword'], delayMs: 'infinite' }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await sendResetLink(canvas, t, email);
    const busy = await canvas.findByRole('button', { name: t('forgot.submitting') });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** login.forgot.sending in Japanese. */
export const ForgotSendingJapanese: Story = {
  ...ForgotSending,
  name: 'login.forgot.sending · ja',
  globals: { locale: 'ja' },
};

/** login.forgot.success: the success view names the e-mail entered; the sandbox sent the link. */
export const ForgotSuccess: Story = {
  name: 'login.forgot.success',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await sendResetLink(canvas, t, email);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('forgot.successTitle') })).toHaveFocus();
    await expect(canvas.getByText(t('forgot.success', { email }))).toBeVisible();
    await expect(await sandboxOutbox(email)).toEqual([
      expect.objectContaining({ to: email, link: expect.stringContaining('/reset-password?token=') }),
    ]);
    await expect(canvas.getByRole('button', { name: t('forgot.backToLogin') })).toBeVisible();
  },
};

/** login.forgot.success in Japanese. */
export const ForgotSuccessJapanese: Story = {
  ...ForgotSuccess,
  name: 'login.forgot.success · ja',
  globals: { locale: 'ja' },
};

/** login.forgot.error: 'Failed to send reset email' with what went wrong in plain words; the e-mail stays. */
export const ForgotError: Story = {
  name: 'login.forgot.error',
  parameters: { msw: sandbox({ scenarios: ['server-error'], scenarioOperations: ['forgotPassword'] }) },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await sendResetLink(canvas, t, email);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('forgot.error'));
    await expect(alert).toHaveTextContent(failureStoryT({ globals })('server'));
    await expect(emailField(canvas, t)).toHaveValue(email);
  },
};

/** login.forgot.error in Japanese. */
export const ForgotErrorJapanese: Story = {
  ...ForgotError,
  name: 'login.forgot.error · ja',
  globals: { locale: 'ja' },
};

/** login.redirect: already signed in, without an origin → /account; the form never shows. */
export const RedirectSignedIn: Story = {
  name: 'login.redirect · signed in',
  parameters: { auth: { user: DEMO_USER }, msw: sandbox({ signedInAs: 'demo' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await expect(await canvas.findByRole('heading', { level: 1, name: '/account' })).toBeVisible();
    await expect(canvas.queryByLabelText(t('fields.email'))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: t('login.title') })).not.toBeInTheDocument();
  },
};

/** login.redirect, signed in, in Japanese. */
export const RedirectSignedInJapanese: Story = {
  ...RedirectSignedIn,
  name: 'login.redirect · signed in · ja',
  globals: { locale: 'ja' },
};

/** login.redirect: already signed in, back to the origin route (with its query). */
export const RedirectToOrigin: Story = {
  name: 'login.redirect · origin',
  parameters: {
    auth: { user: DEMO_USER },
    msw: sandbox({ signedInAs: 'demo' }),
    router: { initialEntries: ['/login?redirectTo=%2Ffeedback'] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await expect(await canvas.findByRole('heading', { level: 1, name: '/feedback' })).toBeVisible();
    await expect(canvas.queryByLabelText(t('fields.email'))).not.toBeInTheDocument();
  },
};

/** login.redirect, origin, in Japanese. */
export const RedirectToOriginJapanese: Story = {
  ...RedirectToOrigin,
  name: 'login.redirect · origin · ja',
  globals: { locale: 'ja' },
};

/** login.redirect: the way back is checkout with a plan → checkout with that plan (history entry replaced). */
export const RedirectToCheckout: Story = {
  name: 'login.redirect · checkout',
  parameters: {
    auth: { user: DEMO_USER },
    msw: sandbox({ signedInAs: 'demo' }),
    router: { initialEntries: ['/login?redirectTo=%2Fcheckout%3Fplan%3D3'] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await expect(await canvas.findByRole('heading', { level: 1, name: '/checkout' })).toBeVisible();
    await expect(canvas.getByText('?plan=3')).toBeVisible();
    await expect(canvas.queryByLabelText(t('fields.email'))).not.toBeInTheDocument();
  },
};

/** login.redirect, checkout, in Japanese. */
export const RedirectToCheckoutJapanese: Story = {
  ...RedirectToCheckout,
  name: 'login.redirect · checkout · ja',
  globals: { locale: 'ja' },
};

/** login.redirect: after logging in, the plan chosen on /plans is carried to checkout. */
export const RedirectAfterLogin: Story = {
  name: 'login.redirect · after login',
  parameters: {
    router: { initialEntries: ['/login?redirectTo=%2Fcheckout%3Fplan%3D2'] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await logIn(canvas, t, { email, password });
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: '/checkout' })).toBeVisible());
    await expect(canvas.getByText('?plan=2')).toBeVisible();
  },
};

/** login.redirect, after logging in, in Japanese. */
export const RedirectAfterLoginJapanese: Story = {
  ...RedirectAfterLogin,
  name: 'login.redirect · after login · ja',
  globals: { locale: 'ja' },
};

/** login.form in Japanese at phone width. */
export const FormJapanesePhone: Story = {
  ...Form,
  name: 'login.form · ja · phone',
  globals: { ...JAPANESE, ...PHONE },
};
