import { withAuth } from '@holostream/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { animationsDone, DEMO_USER, signedInSandbox, viewports } from '../test/story-helpers';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Site/Shell/Header',
  component: SiteHeader,
  decorators: [withAuth],
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/about'] } },
  globals: viewports.desktop,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvas: ReturnType<typeof within>) => canvas.getByRole('banner');

/** shell.header.signed-out: logo, the four links (current page marked), language toggle, log in + sign up. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    const header = within(banner(canvas));
    await expect(header.getByRole('link', { name: 'Holostream home' })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Home', 'About', 'Pricing', 'Contact']);
    await expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/plans');
    await expect(header.getByRole('button', { name: '日本語 (switch to Japanese)' })).toHaveTextContent('日本語');
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(header.queryByRole('button', { name: 'Log out' })).toBeNull();
    // Above md there is no menu button: everything is in the bar.
    await expect(header.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

/** shell.header.signed-out in Japanese. */
export const SignedOutJapanese: Story = {
  globals: { ...viewports.desktop, locale: 'ja' },
  play: async ({ canvas }) => {
    const header = within(banner(canvas));
    const nav = header.getByRole('navigation', { name: 'メイン' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['ホーム', '会社概要', '料金プラン', 'お問い合わせ']);
    await expect(within(nav).getByRole('link', { name: '会社概要' })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('button', { name: 'English （英語に切り替える）' })).toHaveTextContent('English');
    await expect(header.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: '新規登録' })).toHaveAttribute('href', '/signup');
  },
};

/** shell.header.signed-in: account + log out instead of log in + sign up; logging out signs out. */
export const SignedIn: Story = {
  parameters: { auth: { user: DEMO_USER }, msw: signedInSandbox() },
  play: async ({ canvas }) => {
    const header = within(banner(canvas));
    await expect(header.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await expect(header.queryByRole('link', { name: 'Log in' })).toBeNull();
    await expect(header.queryByRole('link', { name: 'Sign up' })).toBeNull();

    await userEvent.click(header.getByRole('button', { name: 'Log out' }));
    await expect(await header.findByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.queryByRole('button', { name: 'Log out' })).toBeNull();
  },
};

/** shell.header.signed-in in Japanese. */
export const SignedInJapanese: Story = {
  parameters: { auth: { user: DEMO_USER }, msw: signedInSandbox() },
  globals: { ...viewports.desktop, locale: 'ja' },
  play: async ({ canvas }) => {
    const header = within(banner(canvas));
    await expect(header.getByRole('link', { name: 'アカウント' })).toHaveAttribute('href', '/account');
    await expect(header.getByRole('button', { name: 'ログアウト' })).toBeEnabled();
    await expect(header.queryByRole('link', { name: 'ログイン' })).toBeNull();
  },
};

/** shell.header.mobile-menu-open (closed): on a phone the links and actions hide behind a menu button. */
export const MobileMenuClosed: Story = {
  globals: viewports.phone,
  play: async ({ canvas }) => {
    const header = within(banner(canvas));
    await expect(header.getByRole('link', { name: 'Holostream home' })).toBeVisible();
    await expect(header.getByRole('button', { name: '日本語 (switch to Japanese)' })).toBeVisible();
    const menu = header.getByRole('button', { name: 'Open menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(header.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(header.queryByRole('link', { name: 'Log in' })).toBeNull();
  },
};

/** shell.header.mobile-menu-open: the slide-out menu lists the same items; a link closes it, so does Escape. */
export const MobileMenuOpen: Story = {
  globals: viewports.phone,
  play: async ({ canvas }) => {
    const menu = within(banner(canvas)).getByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);

    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = within(sheet).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Home', 'About', 'Pricing', 'Contact']);
    await expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(within(sheet).getByRole('button', { name: '日本語 (switch to Japanese)' })).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(within(sheet).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await animationsDone();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(menu).toHaveFocus();

    // Following a link closes the menu.
    await userEvent.click(menu);
    const again = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    await userEvent.click(within(again).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(banner(canvas)).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** shell.header.mobile-menu-open, signed in and in Japanese: account and log out in the menu. */
export const MobileMenuOpenJapanese: Story = {
  globals: { ...viewports.phone, locale: 'ja' },
  parameters: { auth: { user: DEMO_USER }, msw: signedInSandbox() },
  play: async ({ canvas }) => {
    await userEvent.click(within(banner(canvas)).getByRole('button', { name: 'メニューを開く' }));
    const sheet = await screen.findByRole('dialog', { name: 'メニュー' }, { timeout: 5000 });
    const nav = within(sheet).getByRole('navigation', { name: 'メイン' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ホーム', '会社概要', '料金プラン', 'お問い合わせ']);
    await expect(within(sheet).getByRole('link', { name: 'アカウント' })).toHaveAttribute('href', '/account');
    await expect(within(sheet).getByRole('button', { name: 'ログアウト' })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: 'メニューを閉じる' })).toBeVisible();
    await animationsDone();
  },
};
