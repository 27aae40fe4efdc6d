import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CONTACT_FORM_URL, SUPPORT_EMAIL } from '../../external-links';
import { viewports } from '../../test/story-helpers';
import { ContactPage } from './contact-page';
import en from './locales/en.json';
import ja from './locales/ja.json';

const meta = {
  title: 'Site/Pages/Contact',
  tags: ['responsive'],
  component: ContactPage,
  parameters: {
    visual: { pictures: 'all' },
    layout: 'fullscreen',
    router: { initialEntries: ['/contact'] },
  },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The queries bound to the story's canvas, as the play function receives them. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function expectContact(canvas: Canvas, copy: typeof en) {
  await expect(canvas.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
  const card = canvas.getByRole('region', { name: copy.form.title });
  const form = within(card).getByRole('link', { name: `${copy.form.open} ${copy.newTab}` });
  // Opens the external form in a new tab that gets no handle on this page.
  await expect(form).toBeVisible();
  await expect(form).toHaveAttribute('href', CONTACT_FORM_URL);
  await expect(form).toHaveAttribute('target', '_blank');
  await expect(form).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(within(card).getByText(copy.form.hours)).toBeVisible();
  await expect(canvas.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
}

/** contact: a card whose button opens the external contact form in a new tab. */
export const Contact: Story = {
  name: 'contact',
  play: async ({ canvas }) => expectContact(canvas, en),
};

/** contact (Japanese). */
export const ContactJapanese: Story = {
  name: 'contact · ja',
  globals: { locale: 'ja' },
  play: async ({ canvas }) => expectContact(canvas, ja),
};

/** contact (Japanese) at phone width. */
export const ContactJapanesePhone: Story = {
  name: 'contact · ja · phone',
  globals: { ...viewports.phone, locale: 'ja' },
  play: async ({ canvas }) => expectContact(canvas, ja),
};
