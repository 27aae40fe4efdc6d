import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextLink } from './text-link';

const meta = {
  title: 'Design system/TextLink',
  parameters: { visual: { pictures: 'all' } },
  component: TextLink,
  tags: ['autodocs'],
  args: { href: '#pricing', children: 'See the plans' },
  render: (args) => (
    <p className="max-w-sm text-sm text-muted-foreground">
      Questions about a plan? <TextLink {...args} />.
    </p>
  ),
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a sentence: a real link, reached with Tab. */
export const InText: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See the plans' });
    await expect(link).toHaveAttribute('href', '#pricing');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** `asChild`: another element (a router's link) takes the look; here a plain anchor that opens a new tab. */
export const AsChild: Story = {
  args: { asChild: true, children: undefined },
  render: (args) => (
    <p className="max-w-sm text-sm text-muted-foreground">
      Read the{' '}
      <TextLink {...args}>
        <a href="#terms" target="_blank" rel="noreferrer">
          terms of service
        </a>
      </TextLink>
      .
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'terms of service' });
    await expect(link).toHaveAttribute('data-slot', 'text-link');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
