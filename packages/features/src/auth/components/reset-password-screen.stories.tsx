import { SANDBOX_ACCOUNTS } from '@holostream/sandbox';
import type { SandboxHandlersOptions } from '@holostream/sandbox/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor } from 'storybook/test';
import { STORY_RESET_TOKEN, withResetToken } from '../testing/reset-token';
import { JAPANESE, PHONE, resetSandbox, sandbox } from '../../shared/testing/stories';
import { storyT, type StoryT } from '../testing/story-i18n';
import { withAuth } from '../testing/with-auth';
import { LoginScreen } from './login-screen';
import { ResetPasswordScreen } from './reset-password-screen';

type Canvas = Parameters<NonNullable<StoryObj['play']>>[0]['canvas'];

const { email } = SANDBOX_ACCOUNTS.demo;
const LINK = `/reset-password?token=${STORY_RESET_TOKEN}`;
/** The sandbox has issued the story's reset link for the demo account. */
const validLink = (options: SandboxHandlersOptions = {}) => ({
  router: { initialEntries: [LINK] },
  msw: sandbox({ customize: withResetToken(), ...options }),
});

const newPassword = (canvas: Canvas, t: StoryT) => canvas.getByLabelText(t('fields.newPassword'));
const confirmPassword = (canvas: Canvas, t: StoryT) => canvas.getByLabelText(t('fields.confirmNewPassword'));

async function submit(canvas: Canvas, t: StoryT, password: string, confirm: string) {
  await userEvent.type(await canvas.findByLabelText(t('fields.newPassword')), password);
  await userEvent.type(confirmPassword(canvas, t), confirm);
  await userEvent.click(canvas.getByRole('button', { name: t('reset.submit') }));
}

/** The five rules of docs/product.md §5 in their order, each followed by whether `met` says it is met. */
const PASSWORD_RULES = ['length', 'lowercase', 'uppercase', 'number', 'special'] as const;
const expectedChecklist = (t: StoryT, met: readonly boolean[]) =>
  PASSWORD_RULES.map(
    (rule, index) => `${t(`passwordRules.${rule}`)} ${t(met[index] ? 'passwordRules.met' : 'passwordRules.unmet')}`,
  );

const meta = {
  title: 'Features/Auth/ResetPasswordScreen',
  tags: ['autodocs', 'responsive'],
  component: ResetPasswordScreen,
  decorators: [withAuth],
  // A fresh sandbox world per story, so stories that create accounts or use up links can run again.
  beforeEach: resetSandbox,
  parameters: {
    visual: { pictures: ['Valid', 'ValidJapanese', 'ValidJapanesePhone'] },
    ...validLink(),
  },
  render: () => (
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordScreen />} />
      <Route path="/login" element={<LoginScreen />} />
    </Routes>
  ),
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// Every play function reads its text through `storyT`, so each `…Japanese` story (the same story
// with `globals: { locale: 'ja' }`) runs the same checks against the Japanese copy.

/** reset.verifying: the token of the link is being checked. */
export const Verifying: Story = {
  name: 'reset.verifying',
  parameters: validLink({ scenarios: ['slow'], scenarioOperations: ['verifyResetToken'], delayMs: 'infinite' }),
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await expect(canvas.getByRole('heading', { level: 1, name: t('reset.pageTitle') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('reset.verifying'));
    await expect(canvas.queryByLabelText(t('fields.newPassword'))).not.toBeInTheDocument();
  },
};

/** reset.verifying in Japanese. */
export const VerifyingJapanese: Story = { ...Verifying, name: 'reset.verifying · ja', globals: { locale: 'ja' } };

/** reset.no-token: the link has no token. */
export const NoToken: Story = {
  name: 'reset.no-token',
  parameters: { router: { initialEntries: ['/reset-password'] } },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('reset.noTokenTitle'));
    await expect(alert).toHaveTextContent(t('reset.noToken'));
    await userEvent.click(canvas.getByRole('link', { name: t('reset.goToLogin') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
  },
};

/** reset.no-token in Japanese. */
export const NoTokenJapanese: Story = { ...NoToken, name: 'reset.no-token · ja', globals: { locale: 'ja' } };

/** reset.invalid: the sandbox does not know the token (or it expired, or was used). */
export const Invalid: Story = {
  name: 'reset.invalid',
  parameters: { router: { initialEntries: ['/reset-password?token=0000expired0000'] } },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('reset.invalidTitle'));
    await expect(alert).toHaveTextContent(t('reset.invalid'));
    await expect(canvas.getByRole('link', { name: t('reset.goToLogin') })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByLabelText(t('fields.newPassword'))).not.toBeInTheDocument();
  },
};

/** reset.invalid in Japanese. */
export const InvalidJapanese: Story = { ...Invalid, name: 'reset.invalid · ja', globals: { locale: 'ja' } };

/** reset.valid: whose password it is, new + confirm (min length 8) and the live checklist. */
export const Valid: Story = {
  name: 'reset.valid',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await expect(await canvas.findByRole('heading', { level: 1, name: t('reset.title') })).toBeVisible();
    await expect(canvas.getByText(t('reset.forEmail', { email }))).toBeVisible();
    await expect(newPassword(canvas, t)).toHaveAttribute('minlength', '8');
    await expect(confirmPassword(canvas, t)).toHaveAttribute('minlength', '8');
    await expect(confirmPassword(canvas, t)).toBeRequired();
    await expect(canvas.getByRole('button', { name: t('reset.submit') })).toBeEnabled();
    await userEvent.type(newPassword(canvas, t), 'Holo1');
    const rules = [...canvas.getByRole('list', { name: t('passwordRules.label') }).querySelectorAll('li')];
    await expect(rules.map((rule) => rule.textContent)).toEqual(expectedChecklist(t, [false, true, true, true, false]));
  },
};

/** reset.valid in Japanese. */
export const ValidJapanese: Story = { ...Valid, name: 'reset.valid · ja', globals: { locale: 'ja' } };

/** reset.mismatch: the two entries differ; said under the confirmation, both kept. */
export const Mismatch: Story = {
  name: 'reset.mismatch',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await submit(canvas, t, 'Hologram2@', 'Hologram3@');
    await waitFor(() =>
      expect(confirmPassword(canvas, t)).toHaveAccessibleDescription(t('validation.password.mismatch')),
    );
    await expect(confirmPassword(canvas, t)).toHaveFocus();
    await expect(newPassword(canvas, t)).toHaveValue('Hologram2@');
    await expect(confirmPassword(canvas, t)).toHaveValue('Hologram3@');
  },
};

/** reset.mismatch in Japanese. */
export const MismatchJapanese: Story = { ...Mismatch, name: 'reset.mismatch · ja', globals: { locale: 'ja' } };

/** reset.valid: a password that breaks the rule gets the first failing rule under it. */
export const InvalidPassword: Story = {
  name: 'reset.valid · password rule',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await submit(canvas, t, 'hologram2@', 'hologram2@');
    await waitFor(() =>
      expect(newPassword(canvas, t)).toHaveAccessibleDescription(
        expect.stringContaining(t('validation.password.uppercase')),
      ),
    );
    await expect(newPassword(canvas, t)).toHaveValue('hologram2@');
  },
};

/** reset.valid, password rule, in Japanese. */
export const InvalidPasswordJapanese: Story = {
  ...InvalidPassword,
  name: 'reset.valid · password rule · ja',
  globals: { locale: 'ja' },
};

/** reset.submitting: the button is busy and blocked while the new password is saved. */
export const Submitting: Story = {
  name: 'reset.submitting',
  parameters: validLink({ scenarios: ['slow'], scenarioOperations: ['resetPassword'], delayMs: 'infinite' }),
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await submit(canvas, t, 'Hologram2@', 'Hologram2@');
    const busy = await canvas.findByRole('button', { name: t('reset.submitting') });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** reset.submitting in Japanese. */
export const SubmittingJapanese: Story = { ...Submitting, name: 'reset.submitting · ja', globals: { locale: 'ja' } };

/** The server refuses the reset (here: a failure without a usable message): 'Failed to reset password'. */
export const SubmitError: Story = {
  name: 'reset.submitting · error',
  parameters: validLink({ scenarios: ['server-error'], scenarioOperations: ['resetPassword'] }),
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await submit(canvas, t, 'Hologram2@', 'Hologram2@');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('reset.error'));
    await expect(newPassword(canvas, t)).toHaveValue('Hologram2@');
  },
};

/** The reset refused, in Japanese. */
export const SubmitErrorJapanese: Story = {
  ...SubmitError,
  name: 'reset.submitting · error · ja',
  globals: { locale: 'ja' },
};

/** reset.done: the panel with the way to login; the new password works there. */
export const Done: Story = {
  name: 'reset.done',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await submit(canvas, t, 'Hologram2@', 'Hologram2@');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('reset.doneTitle') })).toHaveFocus();
    await expect(canvas.getByText(t('reset.done'))).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t('reset.goToLogin') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
  },
};

/** reset.done in Japanese. */
export const DoneJapanese: Story = { ...Done, name: 'reset.done · ja', globals: { locale: 'ja' } };

/** reset.valid in Japanese at phone width: the checklist under the new password. */
export const ValidJapanesePhone: Story = {
  ...Valid,
  name: 'reset.valid · ja · phone',
  globals: { ...JAPANESE, ...PHONE },
};
