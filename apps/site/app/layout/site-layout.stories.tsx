import { withAuth } from '@holostream/features/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotFoundPage } from '../shell/not-found-page';
import { currentYear, viewports, withShellWords } from '../test/story-helpers';
import { SiteLayout } from './site-layout';

const meta = {
  title: 'Site/Shell/Language',
  tags: ['responsive'],
  component: SiteLayout,
  decorators: [withAuth, withShellWords],
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/contact'] } },
  globals: viewports.desktop,
  args: { children: <NotFoundPage /> },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** shell.lang.en: the whole shell in English; the toggle switches it to Japanese live, and back. */
export const English: Story = {
  name: 'shell.lang.en',
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(header.getByRole('link', { name: '日本語 (switch to Japanese)' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible(),
    );
    await expect(header.getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('link', { name: 'ログイン' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'メインコンテンツへスキップ' })).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('contentinfo')).getByRole('link', { name: '特定商取引法に基づく表記' }),
    ).toBeVisible();

    await userEvent.click(header.getByRole('link', { name: 'English （英語に切り替える）' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible());
    await expect(header.getByRole('link', { name: '日本語 (switch to Japanese)' })).toHaveFocus();
  },
};

/** shell.lang.ja: the whole shell in Japanese; the toggle switches it to English live. */
export const Japanese: Story = {
  name: 'shell.lang.ja',
  globals: { ...viewports.desktop, locale: 'ja' },
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ホームページへ戻る' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: '新規登録' })).toBeVisible();
    await expect(within(canvas.getByRole('contentinfo')).getByText(new RegExp(`© ${currentYear()}`))).toBeVisible();

    await userEvent.click(header.getByRole('link', { name: 'English （英語に切り替える）' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible());
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

/** shell.lang.ja on a phone: Japanese labels fit the bar and the menu button. */
export const JapanesePhone: Story = {
  name: 'shell.lang.ja · phone',
  globals: { ...viewports.phone, locale: 'ja' },
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByRole('button', { name: 'メニューを開く' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'English （英語に切り替える）' })).toBeVisible();
    // Nothing in the bar overflows a 390 px screen.
    await expect(canvas.getByRole('banner').scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
