import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

type CardStoryArgs = {
  title: string;
  description: string;
  badge: string;
  body: string;
  actionLabel: string;
  onAction: () => void;
};

/** A plan-shaped card: title, description, a badge in the action slot, body and a footer button. */
function PlanCard({ title, description, badge, body, actionLabel, onAction }: CardStoryArgs) {
  return (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
        <CardAction>
          <Badge variant="primary">{badge}</Badge>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-sm">{body}</p>
      </CardContent>
      <CardFooter>
        <Button className="w-full sm:w-auto" onClick={onAction}>
          {actionLabel}
        </Button>
      </CardFooter>
    </Card>
  );
}

const meta = {
  title: 'Design system/Card',
  parameters: { visual: { pictures: 'all' } },
  component: PlanCard,
  tags: ['autodocs'],
  args: {
    title: 'Developer',
    description: 'For creators streaming every week.',
    badge: 'Current plan',
    body: 'Up to 5 team members, 100 hours of streaming a month and priority processing.',
    actionLabel: 'Upgrade Developer',
    onAction: fn(),
  },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Developer' })).toBeVisible();
    await expect(canvas.getByText('For creators streaming every week.')).toBeVisible();
    await expect(canvas.getByText('Current plan')).toBeVisible();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Upgrade Developer' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const Japanese: Story = {
  args: {
    title: 'デベロッパー',
    description: '毎週配信するクリエイター向けのプランです。',
    badge: '現在のプラン',
    body: 'チームメンバー最大5名、月100時間までの配信、優先処理が含まれます。長い日本語の文章も自然に折り返されます。',
    actionLabel: 'デベロッパーにアップグレード',
  },
  render: (args) => (
    <div lang="ja">
      <PlanCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'デベロッパー' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'デベロッパーにアップグレード' })).toBeVisible();
  },
};

export const HeadingLevels: Story = {
  render: (args) => (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{args.title}</CardTitle>
          <CardDescription>{args.description}</CardDescription>
        </CardHeader>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>
              <a className="underline-offset-4 hover:underline" href="#plans">
                {args.badge}
              </a>
            </h3>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm">{args.body}</p>
        </CardContent>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Developer' })).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 3, name: 'Current plan' });
    await expect(heading).toHaveAttribute('data-slot', 'card-title');
    await expect(canvas.getByRole('link', { name: 'Current plan' })).toHaveAttribute('href', '#plans');
  },
};
