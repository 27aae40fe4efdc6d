import { SANDBOX_ACCOUNTS } from '@holostream/api/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { Destination, resetSandbox, sandbox } from '../testing/story-helpers';
import { withAuth } from '../testing/with-auth';
import { LoginScreen } from './login-screen';
import { SignupScreen } from './signup-screen';

type Canvas = Parameters<NonNullable<StoryObj['play']>>[0]['canvas'];

interface Values {
  username: string;
  email: string;
  password: string;
  confirm: string;
  terms: boolean;
}

const VALID: Values = {
  username: 'grace2025',
  email: 'grace@holostream.dev',
  password: 'Hologram1!',
  confirm: 'Hologram1!',
  terms: true,
};

const field = {
  username: (canvas: Canvas) => canvas.getByLabelText('Username'),
  email: (canvas: Canvas) => canvas.getByLabelText('Email'),
  password: (canvas: Canvas) => canvas.getByLabelText('Password'),
  confirm: (canvas: Canvas) => canvas.getByLabelText('Confirm password'),
  terms: (canvas: Canvas) =>
    canvas.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }),
};

async function fillAndSubmit(canvas: Canvas, values: Values) {
  if (values.username) await userEvent.type(field.username(canvas), values.username);
  if (values.email) await userEvent.type(field.email(canvas), values.email);
  if (values.password) await userEvent.type(field.password(canvas), values.password);
  if (values.confirm) await userEvent.type(field.confirm(canvas), values.confirm);
  if (values.terms) await userEvent.click(field.terms(canvas));
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
}

async function expectKept(canvas: Canvas, values: Values) {
  await expect(field.username(canvas)).toHaveValue(values.username);
  await expect(field.email(canvas)).toHaveValue(values.email);
  await expect(field.password(canvas)).toHaveValue(values.password);
  await expect(field.confirm(canvas)).toHaveValue(values.confirm);
  await expect(field.terms(canvas)).toHaveAttribute('aria-checked', String(values.terms));
}

/** The checklist's rules as a screen reader reads them: label, then met / not met. */
const checklist = (canvas: Canvas) =>
  [...canvas.getByRole('list', { name: 'Password requirements' }).querySelectorAll('li')].map(
    (item) => item.textContent,
  );

/**
 * signup.errors: fills everything valid except one field, submits, and checks that the first failing
 * rule of that field shows under it (and nowhere else), focus is on it and nothing typed is lost.
 */
function firstFailingRule(fieldName: keyof typeof field, values: Values, message: string): Story {
  return {
    play: async ({ canvas }) => {
      await fillAndSubmit(canvas, values);
      const control = field[fieldName](canvas);
      await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
      await expect(control).toBeInvalid();
      await expect(control).toHaveFocus();
      await expect(canvas.getAllByRole('alert')).toHaveLength(1);
      await expectKept(canvas, values);
    },
  };
}

const meta = {
  title: 'Features/Auth/SignupScreen',
  component: SignupScreen,
  decorators: [withAuth],
  // A fresh sandbox world per story, so stories that create accounts or use up links can run again.
  beforeEach: resetSandbox,
  parameters: { router: { initialEntries: ['/signup'] }, msw: sandbox() },
  render: () => (
    <Routes>
      <Route path="/signup" element={<SignupScreen />} />
      <Route path="/login" element={<LoginScreen />} />
      <Route path="*" element={<Destination />} />
    </Routes>
  ),
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** signup.form: the fields, the terms link (new tab) and the live five-rule checklist turning on and off. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(field.username(canvas)).toBeRequired();
    await expect(field.email(canvas)).toHaveAttribute('type', 'email');
    const terms = canvas.getByRole('link', { name: 'Terms of Service and Privacy Policy (opens in a new tab)' });
    await expect(terms).toHaveAttribute('href', '/legal');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(checklist(canvas)).toEqual([
      '8 to 128 characters not met',
      'A lowercase letter not met',
      'An uppercase letter not met',
      'A number not met',
      'A special character (@$!%*?&) not met',
    ]);
    await userEvent.type(field.password(canvas), 'holo');
    await expect(checklist(canvas)).toEqual([
      '8 to 128 characters not met',
      'A lowercase letter met',
      'An uppercase letter not met',
      'A number not met',
      'A special character (@$!%*?&) not met',
    ]);
    await userEvent.type(field.password(canvas), 'Gram1!');
    await expect(checklist(canvas)).toEqual([
      '8 to 128 characters met',
      'A lowercase letter met',
      'An uppercase letter met',
      'A number met',
      'A special character (@$!%*?&) met',
    ]);
    await userEvent.clear(field.password(canvas));
    await expect(checklist(canvas)[0]).toBe('8 to 128 characters not met');
  },
};

/** signup.form in Japanese. */
export const FormJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'アカウントを作成' })).toBeVisible();
    await expect(canvas.getByLabelText('ユーザー名')).toBeRequired();
    await expect(canvas.getByLabelText('メールアドレス')).toBeRequired();
    await expect(canvas.getByLabelText('パスワード（確認）')).toBeRequired();
    await expect(
      canvas.getByRole('link', { name: '利用規約とプライバシーポリシー （新しいタブで開きます）' }),
    ).toHaveAttribute('href', '/legal');
    await userEvent.type(canvas.getByLabelText('パスワード'), 'Hologram1!');
    const rules = [...canvas.getByRole('list', { name: 'パスワードの条件' }).querySelectorAll('li')];
    await expect(rules.map((rule) => rule.textContent)).toEqual([
      '8〜128文字 達成',
      '小文字を1文字以上 達成',
      '大文字を1文字以上 達成',
      '数字を1文字以上 達成',
      '記号（@$!%*?&）を1文字以上 達成',
    ]);
    await expect(canvas.getByRole('checkbox', { name: /利用規約とプライバシーポリシー/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'アカウントを作成' })).toBeEnabled();
  },
};

/** signup.errors: nothing valid; every field's first failing rule shows under that field, values kept. */
export const AllErrors: Story = {
  play: async ({ canvas }) => {
    const typed: Values = { username: 'ab', email: 'grace@', password: 'short', confirm: 'shorter', terms: false };
    await fillAndSubmit(canvas, typed);
    await expect(field.username(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Username must be 4 to 128 characters'),
    );
    await expect(field.email(canvas)).toHaveAccessibleDescription('Enter a valid email address');
    await expect(field.password(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Password must be 8 to 128 characters'),
    );
    await expect(field.confirm(canvas)).toHaveAccessibleDescription('Passwords do not match');
    await expect(field.terms(canvas)).toHaveAccessibleDescription('Accept the terms to create an account');
    await expect(field.username(canvas)).toHaveFocus();
    await expectKept(canvas, typed);
  },
};

/** signup.errors, rule 1: the username is 4 to 128 letters and digits. */
export const ErrorUsername: Story = firstFailingRule(
  'username',
  { ...VALID, username: 'grace-2025' },
  'Username can contain only letters and numbers',
);

/** signup.errors, rule 2: the e-mail is present, at most 254 characters and valid. */
export const ErrorEmail: Story = firstFailingRule(
  'email',
  { ...VALID, email: 'grace@holostream' },
  'Enter a valid email address',
);

/** signup.errors, rule 3: the password rule (here: the allowed first character). */
export const ErrorPassword: Story = firstFailingRule(
  'password',
  { ...VALID, password: '#Hologram1', confirm: '#Hologram1' },
  'Password must start with a letter, a number or one of @$!%*?&',
);

/** signup.errors, rule 4: the two passwords match. */
export const ErrorPasswordMismatch: Story = firstFailingRule(
  'confirm',
  { ...VALID, confirm: 'Hologram2!' },
  'Passwords do not match',
);

/** signup.errors, rule 5: the terms are accepted. */
export const ErrorTermsNotAccepted: Story = firstFailingRule(
  'terms',
  { ...VALID, terms: false },
  'Accept the terms to create an account',
);

/** signup.errors in Japanese (rule 3: a missing uppercase letter). */
export const ErrorPasswordJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('ユーザー名'), VALID.username);
    await userEvent.type(canvas.getByLabelText('メールアドレス'), VALID.email);
    await userEvent.type(canvas.getByLabelText('パスワード'), 'hologram1!');
    await userEvent.type(canvas.getByLabelText('パスワード（確認）'), 'hologram1!');
    await userEvent.click(canvas.getByRole('checkbox', { name: /利用規約とプライバシーポリシー/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'アカウントを作成' }));
    await expect(canvas.getByLabelText('パスワード')).toHaveAccessibleDescription(
      expect.stringContaining('パスワードには大文字を1文字以上含めてください'),
    );
    await expect(canvas.getByLabelText('パスワード')).toHaveValue('hologram1!');
  },
};

/** signup.errors: the server refuses (the username is taken): its message under 'Failed to create account'. */
export const ServerError: Story = {
  play: async ({ canvas }) => {
    const taken = { ...VALID, username: SANDBOX_ACCOUNTS.demo.username };
    await fillAndSubmit(canvas, taken);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to create account');
    await expect(alert).toHaveTextContent('This username is already taken');
    await expectKept(canvas, taken);
  },
};

/** signup.errors: the server fails without a usable message; the fallback title stays. */
export const ServerErrorFallback: Story = {
  parameters: { msw: sandbox({ scenarios: ['server-error'], scenarioOperations: ['signup'] }) },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas, VALID);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create account');
    await expectKept(canvas, VALID);
  },
};

/** While the account is created the button is busy and blocked. */
export const Submitting: Story = {
  parameters: { msw: sandbox({ scenarios: ['slow'], scenarioOperations: ['signup'], delayMs: 'infinite' }) },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas, VALID);
    const busy = await canvas.findByRole('button', { name: 'Creating account…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** signup.success.token: the answer carries a token, so the person is signed in and lands on /account. */
export const SuccessWithToken: Story = {
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas, VALID);
    await expect(await canvas.findByRole('heading', { level: 1, name: '/account' })).toBeVisible();
  },
};

/** signup.success.no-token: only a message comes back, so the person logs in next (e-mail prefilled). */
export const SuccessWithoutToken: Story = {
  parameters: { msw: sandbox({ scenarios: ['signup-without-token'] }) },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas, VALID);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your account has been created');
    await expect(canvas.getByLabelText('Email')).toHaveValue(VALID.email);
  },
};
