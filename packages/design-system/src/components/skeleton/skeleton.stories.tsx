import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, CardContent, CardFooter, CardHeader } from '../card/card';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Design system/Skeleton',
  parameters: { visual: { pictures: 'all' } },
  component: Skeleton,
  tags: ['autodocs'],
  args: { className: 'h-4 w-48' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(block).toBeVisible();
    await expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A card-shaped loading layout. The skeletons are silent; the region says what is loading. */
function LoadingCards({ label, count }: { label: string; count: number }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index}>
          <CardHeader>
            <Skeleton className="h-6 w-2/5" />
            <Skeleton className="h-4 w-4/5" />
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <Skeleton className="h-9 w-1/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-3/4" />
          </CardContent>
          <CardFooter>
            <Skeleton className="h-10 w-full rounded-md" />
          </CardFooter>
        </Card>
      ))}
    </div>
  );
}

export const CardLayout: Story = {
  render: () => <LoadingCards label="Loading plans" count={3} />,
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('Loading plans');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const blocks = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(blocks).toHaveLength(3 * 7);
    for (const block of blocks) await expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Japanese: Story = {
  render: () => (
    <div lang="ja">
      <LoadingCards label="プランを読み込み中" count={1} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('プランを読み込み中');
  },
};
