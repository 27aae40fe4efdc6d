import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import en from '../locales/en.json';
import ja from '../locales/ja.json';
import { currentYear, viewports } from '../test/story-helpers';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Site/Shell/Footer',
  tags: ['responsive'],
  component: SiteFooter,
  parameters: {
    visual: { pictures: 'all' },
    layout: 'fullscreen',
  },
  globals: viewports.desktop,
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `site` translations of the story's language (`globals.locale`). */
const siteCopy = ({ globals }: Pick<StoryContext, 'globals'>): typeof en => (globals.locale === 'ja' ? ja : en);

/** shell.footer: tagline, links (legal and commercial disclosure among them), copyright with the current year. */
export const Footer: Story = {
  name: 'shell.footer',
  play: async ({ canvas, globals }) => {
    const copy = siteCopy({ globals });
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByText(copy.footer.tagline)).toBeVisible();
    const nav = footer.getByRole('navigation', { name: copy.footer.navLabel });
    await expect(within(nav).getByRole('link', { name: copy.footer.legal })).toHaveAttribute('href', '/legal');
    await expect(within(nav).getByRole('link', { name: copy.footer.commercialDisclosure })).toHaveAttribute(
      'href',
      '/commercial-disclosure',
    );
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [copy.nav.home, '/'],
      [copy.nav.about, '/about'],
      [copy.nav.pricing, '/plans'],
      [copy.nav.contact, '/contact'],
      [copy.footer.legal, '/legal'],
      [copy.footer.commercialDisclosure, '/commercial-disclosure'],
    ]);
    await expect(footer.getByText(copy.footer.copyright, { exact: false })).toHaveTextContent(
      `© ${currentYear()} ${copy.footer.copyright}`,
    );
  },
};

/** shell.footer in Japanese. */
export const FooterJapanese: Story = {
  ...Footer,
  name: 'shell.footer · ja',
  globals: { ...viewports.desktop, locale: 'ja' },
};

/** shell.footer on a phone: the links stack in one column. */
export const FooterPhone: Story = {
  name: 'shell.footer · phone',
  globals: viewports.phone,
  play: async ({ canvas, globals }) => {
    const nav = canvas.getByRole('navigation', { name: siteCopy({ globals }).footer.navLabel });
    const [first, second] = within(nav).getAllByRole('listitem');
    await expect(first && second && second.getBoundingClientRect().top > first.getBoundingClientRect().top).toBe(true);
  },
};

/** shell.footer on a phone, in Japanese. */
export const FooterPhoneJapanese: Story = {
  ...FooterPhone,
  name: 'shell.footer · phone · ja',
  globals: { ...viewports.phone, locale: 'ja' },
};
