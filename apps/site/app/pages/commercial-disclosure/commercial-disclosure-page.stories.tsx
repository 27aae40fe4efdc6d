import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SUPPORT_EMAIL } from '../../external-links';
import { viewports } from '../../test/story-helpers';
import { CommercialDisclosurePage } from './commercial-disclosure-page';
import { DISCLOSURE_SECTIONS } from './disclosure-sections';
import en from './locales/en.json';
import ja from './locales/ja.json';

const meta = {
  title: 'Site/Pages/Commercial disclosure',
  tags: ['responsive'],
  component: CommercialDisclosurePage,
  parameters: {
    visual: { pictures: 'all' },
    layout: 'fullscreen',
    router: { initialEntries: ['/commercial-disclosure'] },
  },
} satisfies Meta<typeof CommercialDisclosurePage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The queries bound to the story's canvas, as the play function receives them. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function expectDisclosure(canvas: Canvas, copy: typeof en, hours: RegExp) {
  await expect(canvas.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
  const headings = canvas.getAllByRole('heading', { level: 2 });
  await expect(headings.map((heading) => heading.textContent)).toEqual(
    DISCLOSURE_SECTIONS.map(({ id }) => copy.sections[id].title),
  );
  const business = canvas.getByRole('region', { name: copy.sections.business.title });
  await expect(within(business).getByText(copy.sections.business.hours.term)).toBeVisible();
  await expect(within(business).getByText(hours)).toBeVisible();
  await expect(within(business).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
  const fees = canvas.getByRole('region', { name: copy.sections.fees.title });
  await expect(within(fees).getByRole('link', { name: copy.sections.fees.pricingLink })).toHaveAttribute(
    'href',
    '/plans',
  );
}

/** commercial-disclosure: five sections as definition lists; hours 9:00 to 17:00 JST. */
export const CommercialDisclosure: Story = {
  name: 'commercial-disclosure',
  play: async ({ canvas }) => expectDisclosure(canvas, en, /9:00 to 17:00 JST/),
};

/** commercial-disclosure (Japanese): 特定商取引法に基づく表記. */
export const CommercialDisclosureJapanese: Story = {
  name: 'commercial-disclosure · ja',
  globals: { locale: 'ja' },
  play: async ({ canvas }) => expectDisclosure(canvas, ja, /9:00〜17:00（日本時間）/),
};

/** commercial-disclosure (Japanese) at phone width: each term above its answer. */
export const CommercialDisclosureJapanesePhone: Story = {
  name: 'commercial-disclosure · ja · phone',
  globals: { ...viewports.phone, locale: 'ja' },
  play: async ({ canvas }) => expectDisclosure(canvas, ja, /9:00〜17:00（日本時間）/),
};
