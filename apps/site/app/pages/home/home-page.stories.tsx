import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_VIDEO_EMBED_URL, MEETING_SYSTEM_URL } from '../../external-links';
import { HomePage } from './home-page';
import en from './locales/en.json';
import ja from './locales/ja.json';

type Copy = typeof en;

const meta = {
  title: 'Site/Pages/Home',
  tags: ['responsive'],
  component: HomePage,
  parameters: {
    visual: { pictures: 'all' },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The queries bound to the story's canvas, as the play function receives them. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function expectHome(canvas: Canvas, copy: Copy) {
  await expect(canvas.getByRole('heading', { level: 1, name: copy.hero.title })).toBeVisible();
  await expect(canvas.getByRole('link', { name: copy.hero.primaryCta })).toHaveAttribute('href', '/plans');
  await expect(canvas.getByRole('link', { name: copy.hero.secondaryCta })).toHaveAttribute('href', '/about');

  const features = canvas.getByRole('region', { name: copy.features.title });
  for (const key of ['capture', 'cloud', 'scale', 'plugin'] as const) {
    await expect(within(features).getByRole('heading', { level: 3, name: copy.features[key].title })).toBeVisible();
  }

  const meeting = canvas.getByRole('region', { name: copy.meeting.title });
  const learnMore = within(meeting).getByRole('link', { name: `${copy.meeting.learnMore} ${copy.newTab}` });
  await expect(learnMore).toHaveAttribute('href', MEETING_SYSTEM_URL);
  await expect(learnMore).toHaveAttribute('target', '_blank');
  await expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(within(meeting).getByRole('link', { name: copy.meeting.contact })).toHaveAttribute('href', '/contact');

  await expect(canvas.getByRole('button', { name: copy.video.play })).toBeVisible();
}

async function expectVideoIdle(canvas: Canvas, canvasElement: HTMLElement, copy: Copy) {
  const video = canvas.getByRole('region', { name: copy.video.title });
  await expect(within(video).getByRole('button', { name: copy.video.play })).toBeVisible();
  await expect(within(video).getByText(copy.video.notice)).toBeVisible();
  // Nothing is loaded from the video service before the click.
  await expect(canvasElement.querySelector('iframe')).toBeNull();
}

async function playVideo(canvas: Canvas, copy: Copy) {
  const video = canvas.getByRole('region', { name: copy.video.title });
  await userEvent.click(within(video).getByRole('button', { name: copy.video.play }));
  // The URL is external and does not load offline: check the element, not its content.
  const player = within(video).getByTitle(copy.video.frameTitle);
  await expect(player.tagName).toBe('IFRAME');
  await expect(player).toHaveAttribute('src', DEMO_VIDEO_EMBED_URL);
  await expect(player).toHaveFocus();
  await expect(within(video).queryByRole('button', { name: copy.video.play })).not.toBeInTheDocument();
}

/** home: hero with calls to action, four feature cards, the meeting-system card and the demo video. */
export const Home: Story = {
  name: 'home',
  play: async ({ canvas }) => expectHome(canvas, en),
};

/** home (Japanese). */
export const HomeJapanese: Story = {
  name: 'home · ja',
  globals: { locale: 'ja' },
  play: async ({ canvas }) => expectHome(canvas, ja),
};

/** home on a phone: everything stacks in one column and stays usable at 390 px. */
export const HomePhone: Story = {
  name: 'home · phone',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => expectHome(canvas, en),
};

/** home on a phone, in Japanese. */
export const HomePhoneJapanese: Story = {
  name: 'home · phone · ja',
  globals: { locale: 'ja', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => expectHome(canvas, ja),
};

/** home.video.idle: a play button and no player in the page. */
export const VideoIdle: Story = {
  name: 'home.video.idle',
  play: async ({ canvas, canvasElement }) => expectVideoIdle(canvas, canvasElement, en),
};

/** home.video.idle (Japanese). */
export const VideoIdleJapanese: Story = {
  name: 'home.video.idle · ja',
  globals: { locale: 'ja' },
  play: async ({ canvas, canvasElement }) => expectVideoIdle(canvas, canvasElement, ja),
};

/** home.video.playing: the click replaces the button with the embedded player, which takes focus. */
export const VideoPlaying: Story = {
  name: 'home.video.playing',
  play: async ({ canvas }) => playVideo(canvas, en),
};

/** home.video.playing (Japanese). */
export const VideoPlayingJapanese: Story = {
  name: 'home.video.playing · ja',
  globals: { locale: 'ja' },
  play: async ({ canvas }) => playVideo(canvas, ja),
};
