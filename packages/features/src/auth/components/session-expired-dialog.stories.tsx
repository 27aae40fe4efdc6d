import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { useApiClient } from '../../shared';
import { animationsDone, DEMO_USER, Destination, sandbox } from '../testing/story-helpers';
import { withAuth } from '../testing/with-auth';
import { SessionExpiredDialog } from './session-expired-dialog';

/**
 * A page that makes an authenticated call, as the account area does; in the `session-expired`
 * scenario the sandbox answers 401 and the client expires the session. Shows the call's outcome.
 */
function PageWithAuthenticatedCall() {
  const client = useApiClient();
  const subscriptions = useQuery({
    queryKey: ['story', 'subscriptions'],
    queryFn: ({ signal }) => client.getSubscriptions({ signal }),
  });
  return (
    <>
      <Destination />
      <p role="status" className="px-6 text-sm">
        {subscriptions.error?.message}
      </p>
    </>
  );
}

const meta = {
  title: 'Features/Auth/SessionExpiredDialog',
  component: SessionExpiredDialog,
  decorators: [withAuth],
  parameters: {
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

/** shell.session-expired: a call answered 401; the modal cannot be dismissed, 'Login Again' → /login. */
export const Open: Story = {
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Session Expired' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your session has expired and you need to log in again to continue using the application.',
    );
    const loginAgain = screen.getByRole('button', { name: 'Login Again' });
    await waitFor(() => expect(loginAgain).toHaveFocus());
    await expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await animationsDone();
    await userEvent.keyboard('{Escape}');
    await animationsDone();
    await expect(screen.getByRole('alertdialog', { name: 'Session Expired' })).toBeVisible();

    await userEvent.click(loginAgain);
    await expect(await canvas.findByRole('heading', { level: 1, name: '/login' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** shell.session-expired in Japanese. */
export const OpenJapanese: Story = {
  globals: { locale: 'ja' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'セッションの有効期限切れ' });
    await expect(dialog).toHaveAccessibleDescription(
      'セッションの有効期限が切れました。引き続きご利用いただくには、もう一度ログインしてください。',
    );
    await animationsDone();
    await expect(screen.getByRole('button', { name: '再ログイン' })).toBeVisible();
  },
};

/** shell.session-expired: never shown on /plans, even though the call there answered 401. */
export const SuppressedOnPlans: Story = {
  parameters: { router: { initialEntries: ['/plans'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Session expired')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '/plans' })).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
