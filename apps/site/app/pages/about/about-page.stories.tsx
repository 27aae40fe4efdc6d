import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { viewports } from '../../test/story-helpers';
import { AboutPage } from './about-page';
import en from './locales/en.json';
import ja from './locales/ja.json';

const meta = {
  title: 'Site/Pages/About',
  tags: ['responsive'],
  component: AboutPage,
  parameters: {
    visual: { pictures: 'all' },
    layout: 'fullscreen',
    router: { initialEntries: ['/about'] },
  },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The queries bound to the story's canvas, as the play function receives them. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function expectAbout(canvas: Canvas, copy: typeof en) {
  await expect(canvas.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
  for (const section of [copy.vision, copy.mission]) {
    const region = canvas.getByRole('region', { name: section.title });
    await expect(region).toHaveTextContent(section.body);
  }
  const [firstParagraph] = copy.company.paragraphs;
  await expect(canvas.getByRole('region', { name: copy.company.title })).toHaveTextContent(firstParagraph ?? '');

  const team = canvas.getByRole('region', { name: copy.team.title });
  const members = Object.values(copy.team.members);
  await expect(within(team).getAllByRole('listitem')).toHaveLength(3);
  for (const member of members) {
    const name = within(team).getByRole('heading', { level: 3, name: member.name });
    await expect(name).toBeVisible();
    await expect(within(team).getByText(member.role)).toBeVisible();
  }
}

/** about: vision, mission, the company and three team cards with initials avatars. */
export const About: Story = {
  name: 'about',
  play: async ({ canvas }) => expectAbout(canvas, en),
};

/** about (Japanese). */
export const AboutJapanese: Story = {
  name: 'about · ja',
  globals: { locale: 'ja' },
  play: async ({ canvas }) => expectAbout(canvas, ja),
};

/** about (Japanese) at phone width: one column, the team cards stacked. */
export const AboutJapanesePhone: Story = {
  name: 'about · ja · phone',
  globals: { ...viewports.phone, locale: 'ja' },
  play: async ({ canvas }) => expectAbout(canvas, ja),
};
