import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cn } from '../../lib/cn';
import { ResponsiveTable, type ResponsiveTableColumn } from './table';

/** The shape of a billing-history item as the account screen receives it. */
type BillingItem = {
  id: string;
  createdAt: number;
  description: string;
  amount: number;
  currency: string;
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'canceled';
  receiptUrl: string;
};

const items: BillingItem[] = [
  {
    id: 'pi_3',
    createdAt: Date.UTC(2025, 5, 1),
    description: 'Pro plan, monthly',
    amount: 4900,
    currency: 'USD',
    status: 'succeeded',
    receiptUrl: '#receipt-3',
  },
  {
    id: 'pi_2',
    createdAt: Date.UTC(2025, 4, 1),
    description: 'Pro plan, monthly',
    amount: 4900,
    currency: 'USD',
    status: 'requires_action',
    receiptUrl: '#pay-2',
  },
  {
    id: 'pi_1',
    createdAt: Date.UTC(2025, 3, 14),
    description: 'Upgrade to Pro (prorated)',
    amount: 1633,
    currency: 'USD',
    status: 'canceled',
    receiptUrl: '#receipt-1',
  },
];

const statusTone: Record<BillingItem['status'], string> = {
  succeeded: 'bg-status-green-surface text-status-green',
  requires_action: 'bg-status-orange-surface text-status-orange',
  requires_payment_method: 'bg-status-red-surface text-status-red',
  canceled: 'bg-status-grey-surface text-status-grey',
};

type Copy = {
  headers: [string, string, string, string, string];
  status: Record<BillingItem['status'], string>;
  action: string;
  caption: string;
  empty: string;
};

const en: Copy = {
  headers: ['Date', 'Description', 'Amount', 'Status', 'Action'],
  status: {
    succeeded: 'Paid',
    requires_action: 'Action required',
    requires_payment_method: 'Failed',
    canceled: 'Canceled',
  },
  action: 'View',
  caption: 'Billing history',
  empty: 'No payments yet.',
};

const ja: Copy = {
  headers: ['日付', '内容', '金額', 'ステータス', '操作'],
  status: {
    succeeded: '支払い済み',
    requires_action: '要対応',
    requires_payment_method: '失敗',
    canceled: 'キャンセル',
  },
  action: '表示',
  caption: '請求履歴',
  empty: 'お支払いはまだありません。',
};

function billingColumns(copy: Copy, locale: string): ResponsiveTableColumn<BillingItem>[] {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const money = (item: BillingItem) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: item.currency }).format(item.amount / 100);
  return [
    { id: 'date', header: copy.headers[0], cell: (item) => date.format(item.createdAt), isRowHeader: true },
    { id: 'description', header: copy.headers[1], cell: (item) => item.description },
    { id: 'amount', header: copy.headers[2], cell: money, align: 'end' },
    {
      id: 'status',
      header: copy.headers[3],
      cell: (item) => (
        <span
          className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', statusTone[item.status])}
          data-status={item.status}
        >
          {copy.status[item.status]}
        </span>
      ),
    },
    {
      id: 'action',
      header: copy.headers[4],
      align: 'end',
      cell: (item) => (
        <a className="font-medium text-primary underline-offset-4 hover:underline" href={item.receiptUrl}>
          {copy.action}
          <span className="sr-only"> {date.format(item.createdAt)}</span>
        </a>
      ),
    },
  ];
}

const meta = {
  title: 'Design system/Table',
  parameters: { visual: { pictures: 'all' } },
  component: ResponsiveTable<BillingItem>,
  tags: ['autodocs', 'responsive'],
  args: {
    columns: billingColumns(en, 'en'),
    rows: items,
    getRowId: (item: BillingItem) => item.id,
    caption: en.caption,
    emptyState: en.empty,
  },
} satisfies Meta<typeof ResponsiveTable<BillingItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** billing.history.desktop: a table with one row per payment; the cards are not rendered. */
export const BillingHistoryDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Billing history' });
    await expect(table).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(en.headers);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(items.length + 1);
    await expect(within(table).getByRole('rowheader', { name: 'Jun 1, 2025' })).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'View May 1, 2025' })).toHaveAttribute('href', '#pay-2');
    await expect(within(rows[1] as HTMLElement).getByText('$49.00')).toBeVisible();
  },
};

/** billing.history.mobile: below `sm` every payment is a card of "header: value" pairs. */
export const BillingHistoryPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Billing history' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(items.length);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getAllByRole('term').map((dt) => dt.textContent)).toEqual(en.headers);
    const values = first.getAllByRole('definition');
    await expect(values[2]).toHaveTextContent('$49.00');
    await expect(values[3]).toHaveTextContent('Paid');
    await expect(first.getByRole('link', { name: 'View Jun 1, 2025' })).toBeVisible();
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** billing.history.empty: no rows, the empty state instead of a table. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const group = canvas.getByRole('group', { name: 'Billing history' });
    await expect(within(group).getByText('No payments yet.')).toBeVisible();
  },
};

/** The caption kept for screen readers only, under a visible heading of the page. */
export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Billing history' });
    await expect(table.querySelector('caption')).toHaveClass('sr-only');
  },
};

/** Japanese labels and yen-style formatting through Intl. */
export const Japanese: Story = {
  args: { columns: billingColumns(ja, 'ja'), caption: ja.caption, emptyState: ja.empty },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '請求履歴' });
    await expect(within(table).getByRole('columnheader', { name: '金額' })).toBeVisible();
    await expect(within(table).getAllByText('支払い済み')).toHaveLength(1);
  },
};

/** Japanese on a phone: cards with Japanese terms. */
export const JapanesePhone: Story = {
  args: { columns: billingColumns(ja, 'ja'), caption: ja.caption, emptyState: ja.empty },
  globals: { locale: 'ja', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '請求履歴' });
    const terms = within(list).getAllByRole('term');
    await expect(terms.filter((term) => term.textContent === 'ステータス')).toHaveLength(items.length);
  },
};
