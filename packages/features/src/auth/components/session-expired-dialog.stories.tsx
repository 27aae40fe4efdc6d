import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useSubscription } from '../../shared/api/subscription';
import { useAuth } from '../model/auth-context';
import { storyT } from '../testing/story-i18n';
import { DEMO_USER } from '../testing/story-helpers';
import { animationsDone, Destination, JAPANESE, PHONE, sandbox } from '../../shared/testing/stories';
import { withAuth } from '../testing/with-auth';
import { SessionExpiredDialog } from './session-expired-dialog';

/**
 * A page that makes an authenticated call, as the account area does; in the `session-expired`
 * scenario the sandbox answers 401 and the client expires the session. Shows whether someone is
 * signed in (the cache, and with it the call's outcome, goes with the session).
 */
function PageWithAuthenticatedCall() {
  useSubscription();
  const { status } = useAuth();
  return (
    <>
      <Destination />
      <p role="status" className="px-6 text-sm">
        {status}
      </p>
    </>
  );
}

const meta = {
  title: 'Features/Auth/SessionExpiredDialog',
  tags: ['autodocs', 'responsive'],
  component: SessionExpiredDialog,
  decorators: [withAuth],
  parameters: {
    visual: { pictures: ['Open', 'OpenJapanese', 'Waiting', 'WaitingJapanese', 'WaitingJapanesePhone'] },
    auth: { user: DEMO_USER },
    msw: sandbox({ signedInAs: 'demo', scenarios: ['session-expired'] }),
    router: { initialEntries: ['/account'] },
  },
  render: () => (
    <>
      <Routes>
        <Route path="/login" element={<Destination />} />
        <Route path="*" element={<PageWithAuthenticatedCall />} />
      </Routes>
      <SessionExpiredDialog />
    </>
  ),
} satisfies Meta<typeof SessionExpiredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// Every play function reads its text through `storyT`, so each `…Japanese` story (the same story
// with `globals: { locale: 'ja' }`) runs the same checks against the Japanese copy.

/** shell.session-expired: a call answered 401; the modal cannot be dismissed, 'Login Again' → /login. */
export const Open: Story = {
  name: 'shell.session-expired',
  play: async ({ globals }) => {
    const t = storyT({ globals });
    const dialog = await screen.findByRole('alertdialog', { name: t('sessionExpired.title') });
    await expect(dialog).toHaveAccessibleDescription(t('sessionExpired.description'));
    const loginAgain = screen.getByRole('button', { name: t('sessionExpired.action') });
    await waitFor(() => expect(loginAgain).toHaveFocus());
    // No close button: 'Login Again' is the only way out.
    await expect(within(dialog).getAllByRole('button')).toEqual([loginAgain]);
    await animationsDone();
    await userEvent.keyboard('{Escape}');
    await animationsDone();
    await expect(screen.getByRole('alertdialog', { name: t('sessionExpired.title') })).toBeVisible();
  },
};

/** shell.session-expired: 'Login Again' leads to /login, and the modal is gone. */
export const LoginAgain: Story = {
  name: 'shell.session-expired · login again',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await userEvent.click(await screen.findByRole('button', { name: t('sessionExpired.action') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '/login' })).toBeVisible();
    // The way back: the page the person was on.
    await expect(canvas.getByText('?redirectTo=%2Faccount')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** shell.session-expired in Japanese. */
export const OpenJapanese: Story = { ...Open, name: 'shell.session-expired · ja', globals: { locale: 'ja' } };

/** shell.session-expired, as it stands: the only way out is 'Login Again', which has focus. */
export const Waiting: Story = {
  name: 'shell.session-expired · waiting',
  tags: ['dialog'],
  play: async ({ globals }) => {
    const t = storyT({ globals });
    await screen.findByRole('alertdialog', { name: t('sessionExpired.title') });
    await waitFor(() => expect(screen.getByRole('button', { name: t('sessionExpired.action') })).toHaveFocus());
    await animationsDone();
  },
};

/** shell.session-expired, as it stands, in Japanese. */
export const WaitingJapanese: Story = {
  ...Waiting,
  tags: ['dialog'],
  name: 'shell.session-expired · waiting · ja',
  globals: { locale: 'ja' },
};

/** shell.session-expired: never shown on /plans, even though the call there answered 401 and signed the person out. */
export const SuppressedOnPlans: Story = {
  name: 'shell.session-expired · suppressed on /plans',
  parameters: { router: { initialEntries: ['/plans'] } },
  // The site suppresses it where the page's route says so (the plans).
  render: () => (
    <>
      <Routes>
        <Route path="*" element={<PageWithAuthenticatedCall />} />
      </Routes>
      <SessionExpiredDialog suppressed />
    </>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await expect(await canvas.findByText('signed-out')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '/plans' })).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(screen.queryByText(t('sessionExpired.title'))).not.toBeInTheDocument();
  },
};

/** shell.session-expired, suppressed on /plans, in Japanese. */
export const SuppressedOnPlansJapanese: Story = {
  ...SuppressedOnPlans,
  name: 'shell.session-expired · suppressed on /plans · ja',
  globals: { locale: 'ja' },
};

/** shell.session-expired, as it stands, in Japanese at phone width (not on the Dialogs page: one frame a language). */
export const WaitingJapanesePhone: Story = {
  ...Waiting,
  tags: [],
  name: 'shell.session-expired · waiting · ja · phone',
  globals: { ...JAPANESE, ...PHONE },
};
