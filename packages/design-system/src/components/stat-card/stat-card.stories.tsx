import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, Clock, Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { StatCard } from './stat-card';

const meta = {
  title: 'Design system/StatCard',
  parameters: { visual: { pictures: 'all' } },
  component: StatCard,
  tags: ['autodocs'],
  args: {
    label: 'Total streaming time',
    value: '12h 3m 4s',
    hint: 'Jan 2025 – Jun 2025',
    icon: <Clock />,
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Total streaming time');
    const [value, hint] = canvas.getAllByRole('definition');
    await expect(value).toHaveTextContent('12h 3m 4s');
    await expect(hint).toHaveTextContent('Jan 2025 – Jun 2025');
    await expect(canvasElement.querySelector('[data-slot="stat-card-icon"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Minimal: Story = {
  args: { label: 'Seats in use', value: '3 / 5', hint: undefined, icon: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Seats in use');
    await expect(canvas.getAllByRole('definition')).toHaveLength(1);
  },
};

const usage = [
  { label: 'Total streaming time', value: '12h 3m 4s', hint: 'Last 6 months', icon: <Clock /> },
  { label: 'Average per month', value: '2h 0m 30s', hint: '6 months with data', icon: <CalendarDays /> },
  { label: 'Team members', value: '3 / 5', hint: 'Seats in use', icon: <Users /> },
];

export const UsageSummary: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {usage.map((stat) => (
        <StatCard key={stat.label} {...stat} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(usage.map((stat) => stat.label));
    await expect(canvas.getByText('2h 0m 30s')).toBeVisible();
  },
};

export const Japanese: Story = {
  args: {
    label: '総配信時間',
    value: '12時間3分4秒',
    hint: '2025年1月〜2025年6月',
  },
  render: (args) => (
    <div lang="ja">
      <StatCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('総配信時間');
    await expect(canvas.getByText('12時間3分4秒')).toBeVisible();
  },
};
