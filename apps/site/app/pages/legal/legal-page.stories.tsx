import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SUPPORT_EMAIL, WEBSITE_URL } from '../../external-links';
import { viewports } from '../../test/story-helpers';
import { LegalPage } from './legal-page';
import en from './locales/en.json';
import ja from './locales/ja.json';

type Copy = typeof en;

/** The open text is the address's fragment: each story starts without one (the privacy policy). */
const withoutFragment = () => {
  if (location.hash) location.hash = '';
};

const meta = {
  title: 'Site/Pages/Legal',
  tags: ['responsive'],
  component: LegalPage,
  beforeEach: withoutFragment,
  parameters: {
    visual: { pictures: 'all' },
    layout: 'fullscreen',
    router: { initialEntries: ['/legal'] },
  },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The queries bound to the story's canvas, as the play function receives them. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function expectDetails(canvas: Canvas, copy: Copy, lastUpdated: string) {
  await expect(canvas.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
  await expect(canvas.getByText(copy.meta.companyName)).toBeVisible();
  await expect(canvas.getByRole('link', { name: WEBSITE_URL })).toHaveAttribute('href', WEBSITE_URL);
  await expect(canvas.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await expect(canvas.getByText(lastUpdated)).toHaveAttribute('datetime', '2025-07-11');
}

async function expectPrivacy(canvas: Canvas, copy: Copy, lastUpdated: string) {
  await expectDetails(canvas, copy, lastUpdated);
  const tabs = canvas.getByRole('navigation', { name: copy.tabs.label });
  await expect(within(tabs).getByRole('link', { name: copy.tabs.privacy })).toHaveAttribute('href', '#privacy');
  const panel = canvas.getByRole('article', { name: copy.privacy.title });
  await expect(within(panel).getByRole('heading', { level: 2, name: copy.privacy.title })).toBeVisible();
  await expect(canvas.queryByRole('article', { name: copy.terms.title })).not.toBeInTheDocument();
  for (const section of copy.privacy.sections) {
    await expect(within(panel).getByRole('heading', { level: 3, name: section.title })).toBeVisible();
  }
}

async function openTerms(canvas: Canvas, copy: Copy, lastUpdated: string) {
  await expectDetails(canvas, copy, lastUpdated);
  await expect(canvas.getByRole('link', { name: copy.tabs.terms })).toHaveAttribute('href', '#terms');
  // What following that link does (the story's frame has a base address of its own, which a click would leave).
  location.hash = 'terms';
  const panel = await canvas.findByRole('article', { name: copy.terms.title });
  await expect(within(panel).getByRole('heading', { level: 2, name: copy.terms.title })).toBeVisible();
  const glance = within(panel).getByRole('region', { name: copy.terms.glance.title });
  for (const figure of Object.values(copy.terms.glance)) {
    if (typeof figure === 'string') continue;
    await expect(within(glance).getByText(figure.term)).toBeVisible();
    await expect(within(glance).getByText(figure.detail)).toBeVisible();
  }
  await expect(canvas.queryByRole('heading', { name: copy.privacy.title })).not.toBeInTheDocument();
}

/** legal.privacy: the privacy policy tab, open by default, under company, website, e-mail and date. */
export const Privacy: Story = {
  name: 'legal.privacy',
  play: async ({ canvas }) => expectPrivacy(canvas, en, 'July 11, 2025'),
};

/** legal.privacy (Japanese): the date in Japanese format. */
export const PrivacyJapanese: Story = {
  name: 'legal.privacy · ja',
  globals: { locale: 'ja' },
  play: async ({ canvas }) => expectPrivacy(canvas, ja, '2025年7月11日'),
};

/** legal.terms: its tab (a link to `#terms`, the address sign-up links to) shows the terms of service with the figures of docs/product.md §9. */
export const Terms: Story = {
  name: 'legal.terms',
  play: async ({ canvas }) => openTerms(canvas, en, 'July 11, 2025'),
};

/** legal.terms (Japanese). */
export const TermsJapanese: Story = {
  name: 'legal.terms · ja',
  globals: { locale: 'ja' },
  play: async ({ canvas }) => openTerms(canvas, ja, '2025年7月11日'),
};

/** legal.terms (Japanese) at phone width: the tabs and the long terms in one column. */
export const TermsJapanesePhone: Story = {
  name: 'legal.terms · ja · phone',
  globals: { ...viewports.phone, locale: 'ja' },
  play: async ({ canvas }) => openTerms(canvas, ja, '2025年7月11日'),
};
