import { SANDBOX_ACCOUNTS } from '@holostream/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sandbox, sandboxStats, signInStory, fitsThePhone, JAPANESE, PHONE } from '../../shared/testing/stories';
import { ChangePasswordCard } from './change-password-card';

const meta = {
  title: 'Features/Security/ChangePasswordCard',
  tags: ['autodocs', 'responsive'],
  component: ChangePasswordCard,
  beforeEach: signInStory,
  parameters: {
    visual: { pictures: ['Empty', 'EmptyJapanese'] },
    msw: sandbox('demo'),
    router: { initialEntries: ['/account?tab=security'] },
  },
} satisfies Meta<typeof ChangePasswordCard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const NEW_PASSWORD = 'Hologram2@';
const LABELS = {
  en: { current: 'Current password', next: 'New password', confirm: 'Confirm new password', submit: 'Change password' },
  ja: {
    current: '現在のパスワード',
    next: '新しいパスワード',
    confirm: '新しいパスワード（確認）',
    submit: 'パスワードを変更',
  },
};

async function fill(canvas: Canvas, current: string, next: string, confirm = next, language: 'en' | 'ja' = 'en') {
  const labels = LABELS[language];
  await userEvent.type(canvas.getByLabelText(labels.current), current);
  await userEvent.type(canvas.getByLabelText(labels.next), next);
  await userEvent.type(canvas.getByLabelText(labels.confirm), confirm);
}

const checklist = (canvas: Canvas, name = 'Password requirements') =>
  within(canvas.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.dataset.state);

// security.password.empty ----------------------------------------------------------------------

/** security.password.empty: three empty fields with show/hide toggles, the checklist all unmet, submit disabled. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
      await expect(canvas.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    await expect(canvas.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    await expect(checklist(canvas)).toEqual(['unmet', 'unmet', 'unmet', 'unmet', 'unmet']);
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeDisabled();
  },
};

/** security.password.empty in Japanese. */
export const EmptyJapanese: Story = {
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'パスワードの変更' })).toBeVisible();
    await expect(canvas.getByLabelText('現在のパスワード')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'パスワードを表示' })).toHaveLength(3);
    await expect(within(canvas.getByRole('list', { name: 'パスワードの条件' })).getByText('8〜128文字')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'パスワードを変更' })).toBeDisabled();
  },
};

/** security.password.empty at phone width. */
export const EmptyPhone: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await fitsThePhone();
  },
};

/** security.password.empty, typing: the checklist follows the new password; the toggles show and hide it. */
export const LiveChecklistAndToggles: Story = {
  play: async ({ canvas }) => {
    const next = canvas.getByLabelText('New password');
    await userEvent.type(next, 'holo');
    await expect(checklist(canvas)).toEqual(['unmet', 'met', 'unmet', 'unmet', 'unmet']);
    await userEvent.type(next, 'Gram2@');
    await expect(checklist(canvas)).toEqual(['met', 'met', 'met', 'met', 'met']);

    const [, toggle] = canvas.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(toggle as HTMLElement);
    await expect(next).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(next).toHaveAttribute('type', 'password');
    // One field still empty: still disabled.
    await userEvent.type(canvas.getByLabelText('Current password'), 'x');
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeDisabled();
  },
};

// security.password.mismatch -------------------------------------------------------------------

/** security.password.mismatch: 'New passwords do not match' next to the confirmation; a submit sends nothing. */
export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, SANDBOX_ACCOUNTS.demo.password, NEW_PASSWORD, 'Hologram3@');
    const confirm = canvas.getByLabelText('Confirm new password');
    await expect(confirm).toHaveAccessibleDescription('New passwords do not match');
    await expect(confirm).toBeInvalid();
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(confirm).toHaveFocus();
    await expect((await sandboxStats()).changePassword).toBeUndefined();
    // Fixing it clears the message.
    await userEvent.clear(confirm);
    await userEvent.type(confirm, NEW_PASSWORD);
    await expect(confirm).not.toHaveAccessibleDescription('New passwords do not match');
  },
};

/** security.password.mismatch in Japanese. */
export const MismatchJapanese: Story = {
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await fill(canvas, SANDBOX_ACCOUNTS.demo.password, NEW_PASSWORD, 'Hologram3@', 'ja');
    await expect(canvas.getByLabelText('新しいパスワード（確認）')).toHaveAccessibleDescription(
      '新しいパスワードが一致しません',
    );
  },
};

// security.password.busy -----------------------------------------------------------------------

/** security.password.busy: the button is disabled and says so; a double click sent one request. */
export const Busy: Story = {
  parameters: {
    msw: sandbox('demo', { scenarios: ['slow'], scenarioOperations: ['changePassword'], delayMs: 'infinite' }),
  },
  play: async ({ canvas }) => {
    await fill(canvas, SANDBOX_ACCOUNTS.demo.password, NEW_PASSWORD);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Change password' }));
    const busy = await canvas.findByRole('button', { name: 'Changing password…' });
    await expect(busy).toBeDisabled();
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('readonly');
    await waitFor(async () => expect((await sandboxStats()).changePassword).toBe(1));
  },
};

/** security.password.busy in Japanese. */
export const BusyJapanese: Story = {
  ...Busy,
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await fill(canvas, SANDBOX_ACCOUNTS.demo.password, NEW_PASSWORD, NEW_PASSWORD, 'ja');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを変更' }));
    await expect(await canvas.findByRole('button', { name: 'パスワードを変更しています…' })).toBeDisabled();
  },
};

// security.password.error ----------------------------------------------------------------------

/** security.password.error: the first message of the errors list ('The current password is incorrect'); input kept. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'Wrong-pass1!', NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Failed to change password');
    await expect(alert).toHaveTextContent('The current password is incorrect');
    await expect(canvas.getByLabelText('Current password')).toHaveValue('Wrong-pass1!');
    await expect(canvas.getByLabelText('Confirm new password')).toHaveValue(NEW_PASSWORD);
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled();
  },
};

/** security.password.error in Japanese (the server's reason stays as it came). */
export const WrongCurrentPasswordJapanese: Story = {
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await fill(canvas, 'Wrong-pass1!', NEW_PASSWORD, NEW_PASSWORD, 'ja');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを変更' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('パスワードを変更できませんでした');
    await expect(alert).toHaveTextContent('The current password is incorrect');
  },
};

/** security.password.error: a server failure without an errors list shows the exception's message. */
export const ServerError: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['server-error'], scenarioOperations: ['changePassword'] }) },
  play: async ({ canvas }) => {
    await fill(canvas, SANDBOX_ACCOUNTS.demo.password, NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Failed to change password');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
  },
};

/** security.password.error, caught before sending: the first broken rule of §5 under the new password. */
export const RuleBroken: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, SANDBOX_ACCOUNTS.demo.password, 'hologram2@');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const next = canvas.getByLabelText('New password');
    await expect(next).toHaveFocus();
    await expect(next).toHaveAccessibleDescription(
      expect.stringContaining('Password must contain an uppercase letter'),
    );
    await expect((await sandboxStats()).changePassword).toBeUndefined();
  },
};

// security.password.success --------------------------------------------------------------------

/** security.password.success: other sessions logged out; the form is empty again and focus is on the message. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, SANDBOX_ACCOUNTS.demo.password, NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const message = await canvas.findByText('Your other sessions have been logged out.', {}, { timeout: 5000 });
    const alert = message.closest('[data-slot="alert"]') as HTMLElement;
    await expect(alert).toHaveTextContent('Password changed');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByLabelText('Current password')).toHaveValue('');
    await expect(canvas.getByLabelText('New password')).toHaveValue('');
    await expect(canvas.getByLabelText('Confirm new password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await expect((await sandboxStats()).changePassword).toBe(1);
  },
};

/** security.password.success in Japanese. */
export const SuccessJapanese: Story = {
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await fill(canvas, SANDBOX_ACCOUNTS.demo.password, NEW_PASSWORD, NEW_PASSWORD, 'ja');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを変更' }));
    await expect(
      await canvas.findByText('ほかのセッションはすべてログアウトされました。', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('パスワードを変更しました')).toBeVisible();
  },
};

/** security.password.success at phone width. */
export const SuccessPhone: Story = {
  ...Success,
  globals: PHONE,
  play: async (context) => {
    await Success.play?.(context);
    await fitsThePhone();
  },
};
