import { HOSTILE_LENGTHS, HOSTILE_STRINGS, SANDBOX_ACCOUNTS } from '@holostream/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  animationsDone,
  sandbox,
  sandboxStats,
  signInStory,
  fitsThePhone,
  noSidewaysScroll,
  JAPANESE,
  PHONE,
} from '../../shared/testing/stories';
import { SecurityTab } from './security-tab';

const meta = {
  title: 'Features/Security/SecurityTab',
  tags: ['autodocs', 'responsive'],
  component: SecurityTab,
  beforeEach: signInStory,
  parameters: {
    visual: {
      pictures: [
        'Ready',
        'ReadyJapanese',
        'SignOutAllOthersConfirm',
        'SignOutAllOthersConfirmJapanese',
        'SignOutAllOthersJapanesePhone',
        'SecureAccountConfirm',
        'SecureAccountConfirmJapanese',
        'SecureAccountDoneJapanesePhone',
        'SecureAccountFailed',
        'SecureAccountFailedJapanese',
      ],
    },
    msw: sandbox('demo'),
    router: { initialEntries: ['/account?tab=security'] },
  },
} satisfies Meta<typeof SecurityTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

type Operation = 'getSessions' | 'revokeSession' | 'changePassword';
/** Only `operation` misbehaves; the rest of the demo world answers as usual. */
const only = (
  operation: Operation,
  scenario: 'slow' | 'server-error' | 'malformed-body',
  delayMs: number | 'infinite' = 'infinite',
) => ({
  msw: sandbox('demo', { scenarios: [scenario], scenarioOperations: [operation], delayMs }),
});

const sessionList = (canvas: Canvas, name = 'Sessions') => canvas.findByRole('list', { name }, { timeout: 5000 });
/** Opens the confirmation of 'sign out all other sessions' in Japanese, once it has faded in: the dialog. */
async function openSignOutAllJapanese(canvas: Canvas) {
  await sessionList(canvas, 'セッション');
  await userEvent.click(canvas.getByRole('button', { name: 'ほかのセッションをすべてログアウト' }));
  const dialog = await within(document.body).findByRole('alertdialog', {
    name: 'ほかのセッションをすべてログアウトしますか？',
  });
  await animationsDone();
  return dialog;
}
const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const card = (canvas: Canvas, name: string) => within(canvas.getByRole('group', { name }));

async function changePassword(canvas: Canvas, current: string, next: string) {
  await userEvent.type(await canvas.findByLabelText('Current password', {}, { timeout: 5000 }), current);
  await userEvent.type(canvas.getByLabelText('New password'), next);
  await userEvent.type(canvas.getByLabelText('Confirm new password'), next);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
}

// security.loading / error / ready -------------------------------------------------------------

/**
 * security.loading: the sessions are on their way; a placeholder says so to screen readers. The change-password form,
 * which needs none of it, is there already.
 */
export const Loading: Story = {
  parameters: only('getSessions', 'slow'),
  play: async ({ canvas }) => {
    const status = (await canvas.findByText('Loading security settings…')).closest('[role="status"]');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { name: 'Change password' })).toBeVisible();
  },
};

/** security.loading in Japanese. */
export const LoadingJapanese: Story = {
  ...Loading,
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('セキュリティ設定を読み込んでいます…')).toBeInTheDocument();
  },
};

/** security.error: the error title, then the server's message, and a retry that asks again. */
export const LoadError: Story = {
  parameters: only('getSessions', 'server-error'),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    const title = within(alert).getByRole('heading', { level: 2, name: 'Failed to load sessions' });
    const message = within(alert).getByText('Something went wrong on our side. Please try again in a few minutes.');
    // Title first, then the message.
    await expect(title.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The list failed, not the page: the password can still be changed.
    await expect(canvas.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(canvas.getByLabelText('Current password')).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect((await sandboxStats()).getSessions).toBe(2));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Failed to load sessions' })).toBeVisible();
  },
};

/** security.error: an answer that is not JSON is an error state with a retry, never a crash. */
export const ErrorBadData: Story = {
  parameters: only('getSessions', 'malformed-body'),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(within(alert).getByRole('heading', { name: 'Failed to load sessions' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** security.error in Japanese (the server's reason stays as it came). */
export const ErrorJapanese: Story = {
  ...LoadError,
  globals: JAPANESE,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(within(alert).getByRole('heading', { name: 'セッションを読み込めませんでした' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: '再試行' })).toBeEnabled();
  },
};

/** security.ready: the change-password form, then the session list. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await sessionList(canvas);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Active sessions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sign out all other sessions' })).toBeEnabled();
  },
};

/** security.ready in Japanese. */
export const ReadyJapanese: Story = {
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await sessionList(canvas, 'セッション');
    await expect(canvas.getByRole('heading', { level: 2, name: 'パスワードの変更' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '有効なセッション' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ほかのセッションをすべてログアウト' })).toBeEnabled();
  },
};

/** security.ready at phone width (390 px): nothing sticks out sideways. */
export const ReadyPhone: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    await sessionList(canvas);
    await expect(canvas.getByRole('button', { name: 'Sign out all other sessions' })).toBeVisible();
    await fitsThePhone();
  },
};

// security.password.success (with the reload of the sessions) ------------------------------------

/** security.password.success: other sessions are logged out, the form clears, and the list reloads to this one. */
export const PasswordSuccess: Story = {
  play: async ({ canvas }) => {
    await expect(titlesIn(await sessionList(canvas))).toHaveLength(6);
    await changePassword(canvas, SANDBOX_ACCOUNTS.demo.password, 'Hologram2@');
    await expect(
      await canvas.findByText('Your other sessions have been logged out.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Password changed')).toBeVisible();
    await expect(titlesIn(await sessionList(canvas))).toEqual(['Chrome on macOS']);
    await expect(canvas.getByLabelText('Current password')).toHaveValue('');
    const stats = await sandboxStats();
    await expect(stats.changePassword).toBe(1);
    await expect(stats.getSessions).toBe(2);
  },
};

/** security.password.success in Japanese. */
export const PasswordSuccessJapanese: Story = {
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText('現在のパスワード', {}, { timeout: 5000 }),
      SANDBOX_ACCOUNTS.demo.password,
    );
    await userEvent.type(canvas.getByLabelText('新しいパスワード'), 'Hologram2@');
    await userEvent.type(canvas.getByLabelText('新しいパスワード（確認）'), 'Hologram2@');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを変更' }));
    await expect(await canvas.findByText('ほかのセッションはすべてログアウトされました。')).toBeVisible();
    await expect(titlesIn(await sessionList(canvas, 'セッション'))).toEqual(['macOS の Chrome']);
  },
};

// security.sessions.* ----------------------------------------------------------------------------

/** security.sessions.list: current first with 'Active'; IP, place, time zone, EU note, coordinates ± km, dates. */
export const SessionsList: Story = {
  play: async ({ canvas }) => {
    const list = await sessionList(canvas);
    await expect(titlesIn(list)).toEqual([
      'Chrome on macOS',
      'Safari on macOS',
      'Oculus Browser on Meta Quest',
      'Edge on Windows',
      'Safari on iOS',
      'Unknown device',
    ]);
    const current = card(canvas, 'Chrome on macOS');
    await expect(current.getByText('Active')).toBeVisible();
    await expect(current.queryByRole('button')).toBeNull();

    const paris = card(canvas, 'Edge on Windows');
    await expect(paris.getByText('198.51.100.7')).toBeVisible();
    await expect(paris.getByText('Paris, France')).toBeVisible();
    await expect(paris.getByText('Europe/Paris')).toBeVisible();
    await expect(paris.getByText('In an EU member state')).toBeVisible();
    await expect(paris.getByText('48.8566°, 2.3522° (within 10 km)')).toBeVisible();
    await expect(paris.getByText('Last used')).toBeVisible();
    await expect(paris.getByText('Signed in')).toBeVisible();
    await expect(paris.getByRole('button', { name: 'Revoke Edge on Windows' })).toBeEnabled();

    await expect(card(canvas, 'Safari on iOS').queryByText('Last used')).toBeNull();
    await expect(card(canvas, 'Unknown device').getByText('Unknown')).toBeVisible();
  },
};

/**
 * security.sessions.review: other sign-ins of the last 7 days are marked "New", those from another country than this
 * one "Different country", and the list starts by saying what to do about one that wasn't you.
 */
export const SessionsReview: Story = {
  play: async ({ canvas }) => {
    await sessionList(canvas);
    await expect(canvas.getByText("Review sign-ins you don't recognise")).toBeVisible();
    await expect(card(canvas, 'Safari on iOS').getByText('New')).toBeVisible();
    await expect(card(canvas, 'Edge on Windows').getByText('Different country')).toBeVisible();
    await expect(card(canvas, 'Safari on macOS').queryByText('New')).toBeNull();
    await expect(card(canvas, 'Chrome on macOS').queryByText('New')).toBeNull();
  },
};

/** security.sessions.review in Japanese. */
export const SessionsReviewJapanese: Story = {
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await sessionList(canvas, 'セッション');
    await expect(canvas.getByText('見覚えのないログインがないか確認してください')).toBeVisible();
    await expect(card(canvas, 'iOS の Safari').getByText('新規')).toBeVisible();
  },
};

/** security.sessions.list in Japanese: device titles, terms and dates in Japanese. */
export const SessionsListJapanese: Story = {
  globals: JAPANESE,
  play: async ({ canvas }) => {
    const list = await sessionList(canvas, 'セッション');
    await expect(titlesIn(list)[0]).toBe('macOS の Chrome');
    await expect(card(canvas, 'macOS の Chrome').getByText('使用中')).toBeVisible();
    const paris = card(canvas, 'Windows の Edge');
    await expect(paris.getByText('Paris（フランス）')).toBeVisible();
    await expect(paris.getByText('EU加盟国内')).toBeVisible();
    await expect(paris.getByText('48.8566°, 2.3522°（誤差 10 km 以内）')).toBeVisible();
    await expect(paris.getByRole('button', { name: 'Windows の Edge を取り消す' })).toBeEnabled();
  },
};

/** security.sessions.list at phone width: one card per row, full-width buttons. */
export const SessionsListPhone: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    await sessionList(canvas);
    const paris = canvas.getByRole('group', { name: 'Edge on Windows' });
    const revoke = within(paris).getByRole('button', { name: 'Revoke Edge on Windows' });
    // Full-width button on a phone: as wide as the card's content.
    await expect(revoke.getBoundingClientRect().width).toBeGreaterThan(paris.getBoundingClientRect().width * 0.8);
    await fitsThePhone();
  },
};

/** security.sessions.list with markup in a device name and a city ('hostile-strings'): shown as text. */
export const SessionsHostileStrings: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['hostile-strings'] }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: HOSTILE_STRINGS.sessionName }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText(HOSTILE_STRINGS.city, { exact: false })).toBeVisible();
    await expect(canvasElement.querySelector('img, script')).toBeNull();
  },
};

/** security.sessions.list with a device name and a city thousands of characters long: the name is cut, the city wraps. */
export const SessionsHostileLengths: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['hostile-lengths'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: /^DeviceW+/ }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(HOSTILE_LENGTHS.city, { exact: false })).toBeVisible();
    await noSidewaysScroll();
  },
};

/** security.sessions.empty: 'No active sessions' (the 'no-sessions' scenario); nothing to sign out. */
export const SessionsEmpty: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['no-sessions'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No active sessions' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
  },
};

/** security.sessions.empty in Japanese. */
export const SessionsEmptyJapanese: Story = {
  ...SessionsEmpty,
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '有効なセッションはありません' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** security.sessions.revoking: the button is disabled and says 'Revoking…' while the call runs. */
export const Revoking: Story = {
  parameters: only('revokeSession', 'slow'),
  play: async ({ canvas }) => {
    await sessionList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Edge on Windows' }));
    const busy = await canvas.findByRole('button', { name: 'Revoking Edge on Windows…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveTextContent('Revoking…');
    // The other cards can still be revoked.
    await expect(canvas.getByRole('button', { name: 'Revoke Safari on iOS' })).toBeEnabled();
  },
};

/** security.sessions.revoking in Japanese. */
export const RevokingJapanese: Story = {
  ...Revoking,
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await sessionList(canvas, 'セッション');
    await userEvent.click(canvas.getByRole('button', { name: 'Windows の Edge を取り消す' }));
    const busy = await canvas.findByRole('button', { name: 'Windows の Edge を取り消しています…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveTextContent('取り消しています…');
  },
};

/** security.sessions.revoking, then done: the revoked session leaves the reloaded list. */
export const Revoked: Story = {
  play: async ({ canvas }) => {
    await sessionList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Edge on Windows' }));
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Edge on Windows' })).toBeNull());
    await expect(titlesIn(await sessionList(canvas))).toHaveLength(5);
    const stats = await sandboxStats();
    await expect(stats.revokeSession).toBe(1);
    await expect(stats.getSessions).toBe(2);
  },
};

/** security.sessions.revoking (revoke error): 'Failed to revoke session' at the card; the list reloads. */
export const RevokeError: Story = {
  parameters: only('revokeSession', 'server-error'),
  play: async ({ canvas }) => {
    await sessionList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Edge on Windows' }));
    const paris = card(canvas, 'Edge on Windows');
    const alert = await paris.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Failed to revoke session');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    await waitFor(async () => expect((await sandboxStats()).getSessions).toBe(2));
    await expect(paris.getByRole('button', { name: 'Revoke Edge on Windows' })).toBeEnabled();
  },
};

/** security.sessions.revoking (revoke error) in Japanese. */
export const RevokeErrorJapanese: Story = {
  ...RevokeError,
  globals: JAPANESE,
  play: async ({ canvas }) => {
    await sessionList(canvas, 'セッション');
    await userEvent.click(canvas.getByRole('button', { name: 'Windows の Edge を取り消す' }));
    const alert = await card(canvas, 'Windows の Edge').findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('セッションを取り消せませんでした');
  },
};

/**
 * security.sessions.revoking (all others, beyond docs/product.md): a confirmation, then '2 of 5' while the sessions
 * go one by one, then the list holds this session only and focus is on the section heading.
 */
export const SignOutAllOthers: Story = {
  parameters: only('revokeSession', 'slow', 400),
  play: async ({ canvas }) => {
    await sessionList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Sign out all other sessions?' });
    await animationsDone();
    await expect(dialog).toHaveTextContent('5 other sessions will be logged out.');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out all' }));

    await expect(await within(dialog).findByText('Signing out 2 of 5…', {}, { timeout: 5000 })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(await canvas.findByText('Signed out 5 other sessions.', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(titlesIn(await sessionList(canvas))).toEqual(['Chrome on macOS']);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Active sessions' })).toHaveFocus());
    await expect((await sandboxStats()).revokeSession).toBe(5);
  },
};

/** security.sessions.revoking (all others): the confirmation, before anything is signed out; Cancel has focus. */
export const SignOutAllOthersConfirm: Story = {
  tags: ['dialog'],
  play: async ({ canvas }) => {
    await sessionList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Sign out all other sessions?' });
    await animationsDone();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** security.sessions.revoking (all others): the confirmation in Japanese. */
export const SignOutAllOthersConfirmJapanese: Story = {
  tags: ['dialog'],
  globals: JAPANESE,
  play: async ({ canvas }) => {
    const dialog = await openSignOutAllJapanese(canvas);
    await expect(within(dialog).getByRole('button', { name: 'すべてログアウト' })).toBeVisible();
  },
};

/** security.sessions.revoking (all others, revoke error): each session that stayed is listed with the reason. */
export const SignOutAllOthersFailure: Story = {
  parameters: only('revokeSession', 'server-error'),
  play: async ({ canvas }) => {
    await sessionList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await animationsDone();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out all' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent("5 sessions of 5 couldn't be signed out");
    await expect(alert).toHaveTextContent(
      'Edge on Windows: Something went wrong on our side. Please try again in a few minutes.',
    );
    await expect(titlesIn(await sessionList(canvas))).toHaveLength(6);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign out all other sessions' })).toHaveFocus());
  },
};

/** security.sessions.revoking (all others) in Japanese, at phone width. */
export const SignOutAllOthersJapanesePhone: Story = {
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    const dialog = await openSignOutAllJapanese(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'すべてログアウト' }));
    await expect(
      await canvas.findByText('ほかの 5 件のセッションをログアウトしました。', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await fitsThePhone();
  },
};

/** Opens 'Not you?' on the flagged Edge on Windows sign-in, once the dialog has faded in. */
async function openSecureAccount(
  canvas: Canvas,
  label = 'Not you? Secure your account from Edge on Windows',
  title = 'Secure your account',
  list = 'Sessions',
) {
  await sessionList(canvas, list);
  await userEvent.click(canvas.getByRole('button', { name: label }));
  const dialog = await within(document.body).findByRole('alertdialog', { name: title });
  await animationsDone();
  return dialog;
}

/** The same, in Japanese. */
const openSecureAccountJapanese = (canvas: Canvas) =>
  openSecureAccount(canvas, '心当たりがない：Windows の Edge からアカウントを守る', 'アカウントを守る', 'セッション');

/** security.sessions.secure.asking: 'Not you?' on a flagged sign-in says what signing it out does and what comes next. */
export const SecureAccountConfirm: Story = {
  tags: ['dialog'],
  play: async ({ canvas }) => {
    await sessionList(canvas);
    await expect(card(canvas, 'Safari on macOS').queryByRole('button', { name: /^Not you\?/ })).toBeNull();
    const dialog = await openSecureAccount(canvas);
    await expect(dialog).toHaveTextContent('This signs Edge on Windows out now. Then change your password');
    await expect(within(dialog).getByRole('button', { name: 'Sign out this device' })).toBeVisible();
  },
};

/** security.sessions.secure.asking in Japanese. */
export const SecureAccountConfirmJapanese: Story = {
  tags: ['dialog'],
  globals: JAPANESE,
  play: async ({ canvas }) => {
    const dialog = await openSecureAccountJapanese(canvas);
    await expect(within(dialog).getByRole('button', { name: 'このデバイスをログアウト' })).toBeVisible();
  },
};

/**
 * security.sessions.secure.done: the device is signed out, and focus moves to the current-password field of the
 * change-password form, which says why.
 */
export const SecureAccountDone: Story = {
  play: async ({ canvas }) => {
    const dialog = await openSecureAccount(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out this device' }));
    await waitFor(() => expect(canvas.getByLabelText('Current password')).toHaveFocus(), { timeout: 5000 });
    await expect(canvas.getByText('Edge on Windows is signed out')).toBeVisible();
    await expect(canvas.getByText('Now change your password: whoever signed in there may know it.')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Edge on Windows' })).toBeNull();
    await expect((await sandboxStats()).revokeSession).toBe(1);
  },
};

/** security.sessions.secure.done in Japanese, at phone width. */
export const SecureAccountDoneJapanesePhone: Story = {
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    const dialog = await openSecureAccountJapanese(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'このデバイスをログアウト' }));
    await waitFor(() => expect(canvas.getByLabelText('現在のパスワード')).toHaveFocus(), { timeout: 5000 });
    await expect(canvas.getByText('Windows の Edge をログアウトしました')).toBeVisible();
    await fitsThePhone();
  },
};

/** security.sessions.secure.failed: the dialog stays open with 'Failed to revoke session', to try again or step back. */
export const SecureAccountFailed: Story = {
  tags: ['dialog'],
  parameters: only('revokeSession', 'server-error'),
  play: async ({ canvas }) => {
    const dialog = await openSecureAccount(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out this device' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Failed to revoke session');
    await expect(alert).toHaveTextContent('Something went wrong on our side.');
    await expect(within(dialog).getByRole('button', { name: 'Sign out this device' })).toBeEnabled();
  },
};

/** security.sessions.secure.failed in Japanese: 「セッションを取り消せませんでした」 inside the dialog. */
export const SecureAccountFailedJapanese: Story = {
  tags: ['dialog'],
  globals: JAPANESE,
  parameters: only('revokeSession', 'server-error'),
  play: async ({ canvas }) => {
    const dialog = await openSecureAccountJapanese(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'このデバイスをログアウト' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('セッションを取り消せませんでした');
  },
};
