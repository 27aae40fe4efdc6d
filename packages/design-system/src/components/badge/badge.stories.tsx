import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, StatusBadge, type StatusTone } from './badge';

const meta = {
  title: 'Design system/Badge',
  parameters: { visual: { pictures: 'all' } },
  component: Badge,
  subcomponents: { StatusBadge },
  tags: ['autodocs'],
  args: { children: 'Current plan' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['neutral', 'primary', 'outline', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Current plan');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-variant', 'neutral');
  },
};

const variantLabels = [
  ['neutral', 'you'],
  ['primary', 'Current plan'],
  ['outline', 'Enterprise'],
  ['success', 'Active'],
  ['warning', 'Action required'],
  ['danger', 'Payment failed'],
] as const;

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      {variantLabels.map(([variant, label]) => (
        <Badge key={variant} {...args} variant={variant}>
          {label}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [variant, label] of variantLabels) {
      const badge = canvas.getByText(label);
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute('data-variant', variant);
    }
  },
};

/** The product's status labels and their colours (§4). */
const toneLabels: ReadonlyArray<readonly [StatusTone, string, string]> = [
  ['green', 'Active', '有効'],
  ['blue', 'Created', '作成済み'],
  ['red', 'Cancelled', 'キャンセル済み'],
  ['orange', 'Scheduled to cancel', 'キャンセル予定'],
  ['yellow', 'Payment failed', '支払い失敗'],
  ['amber', 'Action required', '対応が必要'],
  ['grey', 'Removed', '削除済み'],
];

export const StatusTones: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      {toneLabels.map(([tone, label]) => (
        <StatusBadge key={tone} tone={tone} label={label} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [tone, label] of toneLabels) {
      const badge = canvas.getByText(label);
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute('data-tone', tone);
      await expect(badge.querySelector('[aria-hidden]')).not.toBeNull();
    }
  },
};

/** One story per tone so each status can be opened and reviewed on its own. */
function toneStory(tone: StatusTone): Story {
  const entry = toneLabels.find(([t]) => t === tone);
  const label = entry?.[1] ?? tone;
  return {
    render: () => <StatusBadge tone={tone} label={label} />,
    play: async ({ canvas }) => {
      const badge = canvas.getByText(label);
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute('data-tone', tone);
    },
  };
}

export const StatusGreen = toneStory('green');
export const StatusBlue = toneStory('blue');
export const StatusRed = toneStory('red');
export const StatusOrange = toneStory('orange');
export const StatusYellow = toneStory('yellow');
export const StatusAmber = toneStory('amber');
export const StatusGrey = toneStory('grey');

export const Japanese: Story = {
  args: { children: '現在のプラン' },
  render: (args) => (
    <div lang="ja" className="flex flex-wrap items-center gap-2">
      <Badge {...args} variant="primary" />
      {toneLabels.map(([tone, , label]) => (
        <StatusBadge key={tone} tone={tone} label={label} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('現在のプラン')).toHaveAttribute('data-variant', 'primary');
    for (const [tone, , label] of toneLabels) {
      await expect(canvas.getByText(label)).toHaveAttribute('data-tone', tone);
    }
  },
};
