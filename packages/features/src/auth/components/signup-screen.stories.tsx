import { SANDBOX_ACCOUNTS } from '@holostream/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyT, taggedText, withNewTabLink, type StoryT } from '../testing/story-i18n';
import { Destination, failureStoryT, JAPANESE, PHONE, resetSandbox, sandbox } from '../../shared/testing/stories';
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
  username: (canvas: Canvas, t: StoryT) => canvas.getByLabelText(t('fields.username')),
  email: (canvas: Canvas, t: StoryT) => canvas.getByLabelText(t('fields.email')),
  password: (canvas: Canvas, t: StoryT) => canvas.getByLabelText(t('fields.password')),
  confirm: (canvas: Canvas, t: StoryT) => canvas.getByLabelText(t('fields.confirmPassword')),
  // The label holds the terms link, whose hidden "(opens in a new tab)" is part of the name.
  terms: (canvas: Canvas, t: StoryT) =>
    canvas.getByRole('checkbox', { name: withNewTabLink(t('signup.terms'), t('signup.opensInNewTab')) }),
};

async function fillAndSubmit(canvas: Canvas, t: StoryT, values: Values) {
  if (values.username) await userEvent.type(field.username(canvas, t), values.username);
  if (values.email) await userEvent.type(field.email(canvas, t), values.email);
  if (values.password) await userEvent.type(field.password(canvas, t), values.password);
  if (values.confirm) await userEvent.type(field.confirm(canvas, t), values.confirm);
  if (values.terms) await userEvent.click(field.terms(canvas, t));
  await userEvent.click(canvas.getByRole('button', { name: t('signup.submit') }));
}

async function expectKept(canvas: Canvas, t: StoryT, values: Values) {
  await expect(field.username(canvas, t)).toHaveValue(values.username);
  await expect(field.email(canvas, t)).toHaveValue(values.email);
  await expect(field.password(canvas, t)).toHaveValue(values.password);
  await expect(field.confirm(canvas, t)).toHaveValue(values.confirm);
  if (values.terms) await expect(field.terms(canvas, t)).toBeChecked();
  else await expect(field.terms(canvas, t)).not.toBeChecked();
}

/** The checklist's rules as a screen reader reads them: label, then met / not met. */
const checklist = (canvas: Canvas, t: StoryT) =>
  [...canvas.getByRole('list', { name: t('passwordRules.label') }).querySelectorAll('li')].map(
    (item) => item.textContent,
  );

/** The five rules of docs/product.md §5 in their order, each followed by whether `met` says it is met. */
const PASSWORD_RULES = ['length', 'lowercase', 'uppercase', 'number', 'special'] as const;
const expectedChecklist = (t: StoryT, met: readonly boolean[]) =>
  PASSWORD_RULES.map(
    (rule, index) => `${t(`passwordRules.${rule}`)} ${t(met[index] ? 'passwordRules.met' : 'passwordRules.unmet')}`,
  );

/**
 * signup.errors: fills everything valid except one field, submits, and checks that the first failing
 * rule of that field (`messageKey`) shows under it (and nowhere else), focus is on it and nothing
 * typed is lost.
 */
function firstFailingRule(fieldName: keyof typeof field, values: Values, messageKey: string): Story['play'] {
  return async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await fillAndSubmit(canvas, t, values);
    const control = field[fieldName](canvas, t);
    // The form's rules load with its first check.
    await waitFor(() => expect(control).toHaveAccessibleDescription(expect.stringContaining(t(messageKey))));
    await expect(control).toBeInvalid();
    await expect(control).toHaveFocus();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expectKept(canvas, t, values);
  };
}

const meta = {
  title: 'Features/Auth/SignupScreen',
  tags: ['autodocs', 'responsive'],
  component: SignupScreen,
  decorators: [withAuth],
  // A fresh sandbox world per story, so stories that create accounts or use up links can run again.
  beforeEach: resetSandbox,
  parameters: {
    visual: { pictures: ['Form', 'FormJapanese', 'FormJapanesePhone'] },
    router: { initialEntries: ['/signup'] },
    msw: sandbox(),
  },
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

// Every play function reads its text through `storyT`, so each `…Japanese` story (the same story
// with `globals: { locale: 'ja' }`) runs the same checks against the Japanese copy. Server messages stay English in both.

/** signup.form: the fields, the terms link (new tab) and the live five-rule checklist turning on and off. */
export const Form: Story = {
  name: 'signup.form',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await expect(canvas.getByRole('heading', { level: 1, name: t('signup.title') })).toBeVisible();
    await expect(field.username(canvas, t)).toBeRequired();
    await expect(field.email(canvas, t)).toHaveAttribute('type', 'email');
    await expect(field.email(canvas, t)).toBeRequired();
    await expect(field.confirm(canvas, t)).toBeRequired();
    const terms = canvas.getByRole('link', {
      name: `${taggedText(t('signup.terms'))} ${t('signup.opensInNewTab')}`,
    });
    await expect(terms).toHaveAttribute('href', '/legal#terms');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(field.terms(canvas, t)).not.toBeChecked();

    await expect(checklist(canvas, t)).toEqual(expectedChecklist(t, [false, false, false, false, false]));
    await userEvent.type(field.password(canvas, t), 'holo');
    await expect(checklist(canvas, t)).toEqual(expectedChecklist(t, [false, true, false, false, false]));
    await userEvent.type(field.password(canvas, t), 'Gram1!');
    await expect(checklist(canvas, t)).toEqual(expectedChecklist(t, [true, true, true, true, true]));
    await userEvent.clear(field.password(canvas, t));
    await expect(checklist(canvas, t)).toEqual(expectedChecklist(t, [false, false, false, false, false]));
    await expect(canvas.getByRole('button', { name: t('signup.submit') })).toBeEnabled();
  },
};

/** signup.form in Japanese. */
export const FormJapanese: Story = { ...Form, name: 'signup.form · ja', globals: { locale: 'ja' } };

/** signup.errors: nothing valid; every field's first failing rule shows under that field, values kept. */
export const AllErrors: Story = {
  name: 'signup.errors · every field',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    const typed: Values = { username: 'ab', email: 'grace@', password: 'short', confirm: 'shorter', terms: false };
    await fillAndSubmit(canvas, t, typed);
    await waitFor(() =>
      expect(field.username(canvas, t)).toHaveAccessibleDescription(
        expect.stringContaining(t('validation.username.length')),
      ),
    );
    await expect(field.email(canvas, t)).toHaveAccessibleDescription(t('validation.email.invalid'));
    await expect(field.password(canvas, t)).toHaveAccessibleDescription(
      expect.stringContaining(t('validation.password.length')),
    );
    await expect(field.confirm(canvas, t)).toHaveAccessibleDescription(t('validation.password.mismatch'));
    await expect(field.terms(canvas, t)).toHaveAccessibleDescription(t('validation.terms.required'));
    await expect(field.username(canvas, t)).toHaveFocus();
    await expectKept(canvas, t, typed);
  },
};

/** signup.errors, every field, in Japanese. */
export const AllErrorsJapanese: Story = {
  ...AllErrors,
  name: 'signup.errors · every field · ja',
  globals: { locale: 'ja' },
};

/** signup.errors, rule 1: the username is 4 to 128 letters and digits. */
export const ErrorUsername: Story = {
  name: 'signup.errors · 1 username',
  play: firstFailingRule('username', { ...VALID, username: 'grace-2025' }, 'validation.username.alphanumeric'),
};

/** signup.errors, rule 1, in Japanese. */
export const ErrorUsernameJapanese: Story = {
  ...ErrorUsername,
  name: 'signup.errors · 1 username · ja',
  globals: { locale: 'ja' },
};

/** signup.errors, rule 2: the e-mail is present, at most 254 characters and valid. */
export const ErrorEmail: Story = {
  name: 'signup.errors · 2 email',
  play: firstFailingRule('email', { ...VALID, email: 'grace@holostream' }, 'validation.email.invalid'),
};

/** signup.errors, rule 2, in Japanese. */
export const ErrorEmailJapanese: Story = {
  ...ErrorEmail,
  name: 'signup.errors · 2 email · ja',
  globals: { locale: 'ja' },
};

/** signup.errors, rule 3: the password rule (here: the allowed first character). */
export const ErrorPassword: Story = {
  name: 'signup.errors · 3 password',
  play: firstFailingRule(
    'password',
    { ...VALID, password: '#Hologram1', confirm: '#Hologram1' },
    'validation.password.firstCharacter',
  ),
};

/** signup.errors, rule 3, in Japanese. */
export const ErrorPasswordJapanese: Story = {
  ...ErrorPassword,
  name: 'signup.errors · 3 password · ja',
  globals: { locale: 'ja' },
};

/** signup.errors, rule 3 again: a missing uppercase letter. */
export const ErrorPasswordUppercase: Story = {
  name: 'signup.errors · 3 password uppercase',
  play: firstFailingRule(
    'password',
    { ...VALID, password: 'hologram1!', confirm: 'hologram1!' },
    'validation.password.uppercase',
  ),
};

/** signup.errors, rule 3 (uppercase), in Japanese. */
export const ErrorPasswordUppercaseJapanese: Story = {
  ...ErrorPasswordUppercase,
  name: 'signup.errors · 3 password uppercase · ja',
  globals: { locale: 'ja' },
};

/** signup.errors, rule 4: the two passwords match. */
export const ErrorPasswordMismatch: Story = {
  name: 'signup.errors · 4 mismatch',
  play: firstFailingRule('confirm', { ...VALID, confirm: 'Hologram2!' }, 'validation.password.mismatch'),
};

/** signup.errors, rule 4, in Japanese. */
export const ErrorPasswordMismatchJapanese: Story = {
  ...ErrorPasswordMismatch,
  name: 'signup.errors · 4 mismatch · ja',
  globals: { locale: 'ja' },
};

/** signup.errors, rule 5: the terms are accepted. */
export const ErrorTermsNotAccepted: Story = {
  name: 'signup.errors · 5 terms',
  play: firstFailingRule('terms', { ...VALID, terms: false }, 'validation.terms.required'),
};

/** signup.errors, rule 5, in Japanese. */
export const ErrorTermsNotAcceptedJapanese: Story = {
  ...ErrorTermsNotAccepted,
  name: 'signup.errors · 5 terms · ja',
  globals: { locale: 'ja' },
};

/**
 * signup.errors: the server refuses (the username is taken): its (English) message under 'Failed to create account';
 * on a Japanese page, what to do in Japanese, the server's message folded below it.
 */
export const ServerError: Story = {
  name: 'signup.errors · server',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    const taken = { ...VALID, username: SANDBOX_ACCOUNTS.demo.username };
    await fillAndSubmit(canvas, t, taken);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('signup.error'));
    await expect(alert).toHaveTextContent('This username is already taken');
    if (globals.locale === 'ja') await expect(alert).toHaveTextContent(failureStoryT({ globals })('refused'));
    await expectKept(canvas, t, taken);
  },
};

/** signup.errors, server, in Japanese. */
export const ServerErrorJapanese: Story = {
  ...ServerError,
  name: 'signup.errors · server · ja',
  globals: { locale: 'ja' },
};

/** signup.errors: the server fails without a usable message; the fallback title stays. */
export const ServerErrorFallback: Story = {
  name: 'signup.errors · server fallback',
  parameters: { msw: sandbox({ scenarios: ['server-error'], scenarioOperations: ['signup'] }) },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await fillAndSubmit(canvas, t, VALID);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('signup.error'));
    await expectKept(canvas, t, VALID);
  },
};

/** signup.errors, server fallback, in Japanese. */
export const ServerErrorFallbackJapanese: Story = {
  ...ServerErrorFallback,
  name: 'signup.errors · server fallback · ja',
  globals: { locale: 'ja' },
};

/** While the account is created the button is busy and blocked. */
export const Submitting: Story = {
  name: 'signup.submitting',
  parameters: { msw: sandbox({ scenarios: ['slow'], scenarioOperations: ['signup'], delayMs: 'infinite' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await fillAndSubmit(canvas, t, VALID);
    const busy = await canvas.findByRole('button', { name: t('signup.submitting') });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** signup.submitting in Japanese. */
export const SubmittingJapanese: Story = { ...Submitting, name: 'signup.submitting · ja', globals: { locale: 'ja' } };

/** signup.success.token: the answer carries a token, so the person is signed in and lands on /account. */
export const SuccessWithToken: Story = {
  name: 'signup.success.token',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await fillAndSubmit(canvas, t, VALID);
    await expect(await canvas.findByRole('heading', { level: 1, name: '/account' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('signup.title') })).not.toBeInTheDocument();
  },
};

/** signup.success.token in Japanese. */
export const SuccessWithTokenJapanese: Story = {
  ...SuccessWithToken,
  name: 'signup.success.token · ja',
  globals: { locale: 'ja' },
};

/** signup.success.no-token: only a message comes back, so the person logs in next (e-mail prefilled). */
export const SuccessWithoutToken: Story = {
  name: 'signup.success.no-token',
  parameters: { msw: sandbox({ scenarios: ['signup-without-token'] }) },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await fillAndSubmit(canvas, t, VALID);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('login.accountCreatedTitle'));
    await expect(status).toHaveTextContent(t('login.accountCreated'));
    await expect(field.email(canvas, t)).toHaveValue(VALID.email);
  },
};

/** signup.success.no-token in Japanese. */
export const SuccessWithoutTokenJapanese: Story = {
  ...SuccessWithoutToken,
  name: 'signup.success.no-token · ja',
  globals: { locale: 'ja' },
};

/** signup.form in Japanese at phone width: the terms line wraps under its checkbox. */
export const FormJapanesePhone: Story = {
  ...Form,
  name: 'signup.form · ja · phone',
  globals: { ...JAPANESE, ...PHONE },
};
