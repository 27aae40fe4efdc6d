import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { currentYear, viewports } from '../test/story-helpers';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Site/Shell/Footer',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  globals: viewports.desktop,
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** shell.footer: tagline, links (legal and commercial disclosure among them), copyright with the current year. */
export const Footer: Story = {
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(
      footer.getByText('Live holograms from a phone with a depth sensor to Unity and VR headsets.'),
    ).toBeVisible();
    const nav = footer.getByRole('navigation', { name: 'Footer' });
    await expect(within(nav).getByRole('link', { name: 'Privacy policy and terms' })).toHaveAttribute('href', '/legal');
    await expect(within(nav).getByRole('link', { name: 'Commercial disclosure' })).toHaveAttribute(
      'href',
      '/commercial-disclosure',
    );
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/about', '/plans', '/contact', '/legal', '/commercial-disclosure']);
    await expect(footer.getByText(`© ${currentYear()} Holostream. All rights reserved.`)).toBeVisible();
  },
};

/** shell.footer in Japanese. */
export const FooterJapanese: Story = {
  globals: { ...viewports.desktop, locale: 'ja' },
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    const nav = footer.getByRole('navigation', { name: 'フッター' });
    await expect(within(nav).getByRole('link', { name: 'プライバシーポリシーと利用規約' })).toHaveAttribute(
      'href',
      '/legal',
    );
    await expect(within(nav).getByRole('link', { name: '特定商取引法に基づく表記' })).toHaveAttribute(
      'href',
      '/commercial-disclosure',
    );
    await expect(footer.getByText(new RegExp(`© ${currentYear()} Holostream`))).toBeVisible();
  },
};

/** shell.footer on a phone: the links stack in one column. */
export const FooterPhone: Story = {
  globals: viewports.phone,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    const [first, second] = within(nav).getAllByRole('listitem');
    await expect(first && second && second.getBoundingClientRect().top > first.getBoundingClientRect().top).toBe(true);
  },
};
