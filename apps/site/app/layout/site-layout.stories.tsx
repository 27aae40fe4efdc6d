import { withAuth } from '@holostream/features/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from '../shell/not-found-page';
import { currentYear, viewports, withVisitorMarks } from '../test/story-helpers';
import { SiteLayout } from './site-layout';

const meta = {
  title: 'Site/Shell/Language',
  tags: ['responsive'],
  component: SiteLayout,
  decorators: [withVisitorMarks, withAuth],
  parameters: {
    visual: { pictures: 'all' },
    layout: 'fullscreen',
    router: { initialEntries: ['/contact'] },
  },
  globals: viewports.desktop,
  args: { children: <NotFoundPage /> },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * shell.lang.en: the whole shell in English at an English address; the language link leads to the same page at its
 * Japanese address (each language is a page of its own, prerendered; the journeys follow the link).
 */
export const English: Story = {
  name: 'shell.lang.en',
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    const toggle = header.getByRole('link', { name: '日本語 (switch to Japanese)' });
    await expect(toggle).toHaveAttribute('href', '/ja/contact');
    await expect(toggle).toHaveAttribute('hreflang', 'ja');
    await expect(
      within(canvas.getByRole('contentinfo')).getByRole('link', { name: 'Commercial disclosure' }),
    ).toHaveAttribute('href', '/commercial-disclosure');
  },
};

/** shell.lang.ja: the whole shell in Japanese at a Japanese address; its links keep the language. */
export const Japanese: Story = {
  name: 'shell.lang.ja',
  globals: { ...viewports.desktop, locale: 'ja' },
  parameters: { router: { initialEntries: ['/ja/contact'] } },
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('link', { name: '新規登録' })).toHaveAttribute('href', '/ja/signup');
    await expect(canvas.getByRole('link', { name: 'ホームページへ戻る' })).toHaveAttribute('href', '/ja');
    await expect(within(canvas.getByRole('contentinfo')).getByText(String(currentYear()))).toBeVisible();
    const toggle = header.getByRole('link', { name: 'English （英語に切り替える）' });
    await expect(toggle).toHaveAttribute('href', '/contact');
    await expect(toggle).toHaveAttribute('hreflang', 'en');
  },
};

/** shell.lang.ja on a phone: Japanese labels fit the bar and the menu button. */
export const JapanesePhone: Story = {
  name: 'shell.lang.ja · phone',
  globals: { ...viewports.phone, locale: 'ja' },
  parameters: { router: { initialEntries: ['/ja/contact'] } },
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByRole('button', { name: 'メニューを開く' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'English （英語に切り替える）' })).toBeVisible();
    // Nothing in the bar overflows a 390 px screen.
    await expect(canvas.getByRole('banner').scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
