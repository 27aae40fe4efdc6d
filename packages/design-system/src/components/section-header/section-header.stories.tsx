import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionHeader } from './section-header';

const meta = {
  title: 'Design system/SectionHeader',
  parameters: { visual: { pictures: 'all' } },
  component: SectionHeader,
  tags: ['autodocs'],
  args: {
    titleId: 'section-header-title',
    title: 'Usage',
    description: 'Streaming hours and viewers, month by month.',
  },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tab's header: an `h2` and a small line under it. */
export const Section: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Usage' })).toBeVisible();
    await expect(canvas.getByText('Streaming hours and viewers, month by month.')).toBeVisible();
  },
};

/** A page of its own: the `h1`. */
export const Page: Story = {
  args: { size: 'page', titleAs: 'h1', title: 'Send feedback', description: 'Tell us what works and what does not.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Send feedback' })).toBeVisible();
  },
};

/** A marketing section, centred by the caller. */
export const Display: Story = {
  args: {
    size: 'display',
    className: 'text-center',
    descriptionClassName: 'mx-auto max-w-2xl',
    title: 'See a hologram stream live',
    description: 'One phone with a depth sensor, viewers in Unity or a headset.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'See a hologram stream live' })).toBeVisible();
  },
};
