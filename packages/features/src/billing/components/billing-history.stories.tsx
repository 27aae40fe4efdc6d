import type { OperationId } from '@holostream/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { HOSTILE_LENGTHS } from '@holostream/sandbox';
import { fitsThePhone, JAPANESE, noSidewaysScroll, PHONE, sandbox, signInStory } from '../../shared/testing/stories';
import {
  cancelledAfterFailedPayment,
  onlyBillsWithStatus,
  withBillsAYearEarlier,
  withBillsOfLastYear,
  withBillWaitingForAction,
} from '../testing/story-helpers';
import { BillingHistory } from './billing-history';

const meta = {
  // The layout changes at phone width: every story is checked there too (.storybook/responsive).
  tags: ['autodocs', 'responsive'],
  title: 'Features/Billing/BillingHistory',
  component: BillingHistory,
  args: { onChangeCard: fn() },
  beforeEach: signInStory,
  parameters: {
    visual: {
      pictures: [
        'Desktop',
        'DesktopJapanese',
        'Mobile',
        'MobileJapanese',
        'SettledJapanesePhone',
        'YearFilterJapanesePhone',
        'CompletePaymentJapanesePhone',
      ],
    },
    msw: sandbox('demo'),
    router: { initialEntries: ['/account?tab=billing'] },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof BillingHistory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const COLUMNS = ['Date', 'Description', 'Amount', 'Status', 'Action'];

const only = (operation: OperationId, scenario: 'slow' | 'server-error' | 'unexpected-shape') => ({
  msw: sandbox('demo', { scenarios: [scenario], scenarioOperations: [operation], delayMs: 'infinite' }),
});

const withStatus = (status: Parameters<typeof onlyBillsWithStatus>[0]) => ({
  msw: sandbox('demo', { customize: onlyBillsWithStatus(status) }),
});

const table = (canvas: Canvas, name = 'Billing history') => canvas.findByRole('table', { name }, { timeout: 5000 });

/** The body rows of the history table. */
const bodyRows = async (canvas: Canvas) => (await within(await table(canvas)).findAllByRole('row')).slice(1);

// billing.history -----------------------------------------------------------------------------

/** billing.history.desktop: a table, newest first; date, description, amount (2 decimals + USD), status, action. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const history = within(await table(canvas));
    await expect(history.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(COLUMNS);
    const rows = await bodyRows(canvas);
    await expect(rows).toHaveLength(9);
    const times = rows.map((row) => Date.parse(row.querySelector('time')?.getAttribute('datetime') ?? ''));
    await expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByRole('rowheader')).toHaveTextContent(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(first.getByText('Usage top-up (10 hours)')).toBeVisible();
    await expect(first.getByText('15.00 USD')).toBeVisible();
    await expect(history.getAllByText('49.00 USD').length).toBeGreaterThan(3);
    await expect(history.getAllByText('19.00 USD')).toHaveLength(1);
    await expect(canvas.queryByRole('list', { name: 'Billing history' })).toBeNull();
  },
};

/** billing.history.desktop in Japanese. */
export const DesktopJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const history = within(await table(canvas, '請求履歴'));
    await expect(history.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '日付',
      '内容',
      '金額',
      'ステータス',
      '操作',
    ]);
    await expect(history.getAllByText('支払い済み').length).toBeGreaterThan(0);
    await expect(history.getAllByText('対応が必要')).toHaveLength(1);
    await expect(history.getAllByText('49.00 USD').length).toBeGreaterThan(0);
    await expect(history.getAllByRole('rowheader')[0]).toHaveTextContent(/^\d{4}\/\d{2}\/\d{2}$/);
  },
};

/** billing.history.mobile: on a phone every bill is a card of "column: value" pairs; no table. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Billing history' }, { timeout: 5000 });
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(9);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(COLUMNS);
    await expect(first.getByText('15.00 USD')).toBeVisible();
    await expect(first.getByText('Processing')).toBeVisible();
    await expect(within(list).getAllByRole('link', { name: /^View invoice/ })[0]).toBeVisible();
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** billing.history.mobile in Japanese. */
export const MobileJapanese: Story = {
  globals: { locale: 'ja', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '請求履歴' }, { timeout: 5000 });
    const terms = within(list).getAllByRole('term');
    await expect(terms.filter((term) => term.textContent === '金額')).toHaveLength(9);
    await expect((await within(list).findAllByText('後日のお支払いで精算済み'))[0]).toBeVisible();
  },
};

/** billing.history.empty: no bills → 'No payments yet'. */
export const Empty: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['no-billing-history'] }) },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Billing history' }, { timeout: 5000 });
    await expect(within(group).getByText('No payments yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** billing.history.empty in Japanese. */
export const EmptyJapanese: Story = {
  globals: { locale: 'ja' },
  parameters: { msw: sandbox('demo', { scenarios: ['no-billing-history'] }) },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: '請求履歴' }, { timeout: 5000 });
    await expect(within(group).getByText('お支払いはまだありません')).toBeVisible();
  },
};

/** The history while it loads: skeleton rows with a spoken label. */
export const Loading: Story = {
  parameters: only('getBillingHistory', 'slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your billing history' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The history cannot be loaded: the error, then Try again loads it once the server recovers. */
export const LoadError: Story = {
  parameters: only('getBillingHistory', 'server-error'),
  play: async ({ canvas }) => {
    const error = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(error).toHaveTextContent("We couldn't load your billing history");
    await expect(error).toHaveTextContent('Something went wrong on our side.');
    await fetch('/__sandbox/scenario', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenarios: [] }),
    });
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await expect(await table(canvas)).toBeVisible();
  },
};

/** The history in Japanese when it fails. */
export const LoadErrorJapanese: Story = {
  globals: { locale: 'ja' },
  parameters: only('getBillingHistory', 'server-error'),
  play: async ({ canvas }) => {
    const title = await canvas.findByText('請求履歴を読み込めませんでした', {}, { timeout: 5000 });
    const error = title.closest('[role="alert"]') as HTMLElement;
    await expect(error).toHaveTextContent('サーバー側で問題が発生しました。');
    await expect(error).not.toHaveTextContent('接続を確認');
    await expect(within(error).getByRole('button', { name: '再試行' })).toBeVisible();
  },
};

/** A history that breaks the contract is an error state, never a crash. */
export const Malformed: Story = {
  parameters: only('getBillingHistory', 'unexpected-shape'),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load your billing history");
    // Whose problem it is: an answer we could not read, not the person's connection.
    await expect(alert).toHaveTextContent("We received an answer we couldn't read");
  },
};

/** Markup in a bill's description is shown as text. */
export const HostileStrings: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['hostile-strings'] }) },
  play: async ({ canvas }) => {
    const history = within(await table(canvas));
    await expect(history.getAllByText('Pro plan <script>alert("bill")</script>').length).toBeGreaterThan(0);
  },
};

/** A description hundreds of characters long without a space wraps inside its cell or card: the page keeps its width. */
export const HostileLengths: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['hostile-lengths'] }) },
  play: async ({ canvas }) => {
    const descriptions = await canvas.findAllByText(HOSTILE_LENGTHS.billingDescription, {}, { timeout: 5000 });
    await expect(descriptions[0]).toBeVisible();
    await noSidewaysScroll();
  },
};

// billing.status ------------------------------------------------------------------------------

/** billing.status.succeeded: green 'Succeeded' and the invoice link, in a new tab. */
export const StatusSucceeded: Story = {
  parameters: withStatus('succeeded'),
  play: async ({ canvas }) => {
    const [row] = await bodyRows(canvas);
    const cells = within(row as HTMLElement);
    await expect(cells.getByText('Succeeded').closest('[data-slot="status-badge"]')).toHaveAttribute(
      'data-tone',
      'green',
    );
    const link = cells.getByRole('link', { name: /^View invoice: .+ \(opens in a new tab\)$/ });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/\/__sandbox\/invoices\/\d+$/));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** billing.status.requires_action: amber 'Action Required' and 'Complete payment', in a new tab. */
export const StatusRequiresAction: Story = {
  parameters: withStatus('requires_action'),
  play: async ({ canvas }) => {
    const rows = await bodyRows(canvas);
    await expect(rows).toHaveLength(1);
    const cells = within(rows[0] as HTMLElement);
    await expect(cells.getByText('Action Required').closest('[data-slot="status-badge"]')).toHaveAttribute(
      'data-tone',
      'amber',
    );
    const link = cells.getByRole('link', { name: /^Complete payment: Upgrade to Pro, / });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/\/__sandbox\/invoices\/\d+$/));
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/**
 * billing.status.requires_payment_method: amber 'Payment Failed', 'Use a different card' (opens the
 * dialog) and 'Pay this bill' (the hosted invoice page, in a new tab).
 */
export const StatusRequiresPaymentMethod: Story = {
  parameters: withStatus('requires_payment_method'),
  play: async ({ canvas, args }) => {
    const [row] = await bodyRows(canvas);
    const cells = within(row as HTMLElement);
    await expect(cells.getByText('Payment Failed').closest('[data-slot="status-badge"]')).toHaveAttribute(
      'data-tone',
      'amber',
    );
    const pay = cells.getByRole('link', { name: /^Pay this bill: Pro plan \(monthly\), .+ \(opens in a new tab\)$/ });
    await expect(pay).toHaveAttribute('href', expect.stringMatching(/\/__sandbox\/invoices\/\d+$/));
    await expect(pay).toHaveAttribute('target', '_blank');
    const button = cells.getByRole('button', { name: /^Use a different card: Pro plan \(monthly\), / });
    await userEvent.click(button);
    await expect(args.onChangeCard).toHaveBeenCalledWith(button);
  },
};

/** billing.status.canceled: grey 'Canceled', nothing to do. */
export const StatusCanceled: Story = {
  parameters: withStatus('canceled'),
  play: async ({ canvas }) => {
    const rows = await bodyRows(canvas);
    await expect(rows).toHaveLength(1);
    const cells = within(rows[0] as HTMLElement);
    await expect(cells.getByText('Canceled').closest('[data-slot="status-badge"]')).toHaveAttribute(
      'data-tone',
      'grey',
    );
    await expect(cells.queryByRole('link')).toBeNull();
    await expect(cells.queryByRole('button')).toBeNull();
    await expect(cells.getByText('None')).toHaveClass('sr-only');
  },
};

/** billing.status.in-progress: a payment on its way at the provider ('processing'): blue, in words, nothing to do. */
export const StatusInProgress: Story = {
  parameters: withStatus('processing'),
  play: async ({ canvas }) => {
    const rows = await bodyRows(canvas);
    await expect(rows).toHaveLength(1);
    const cells = within(rows[0] as HTMLElement);
    await expect(cells.getByText('Processing').closest('[data-slot="status-badge"]')).toHaveAttribute(
      'data-tone',
      'blue',
    );
    await expect(cells.queryByText('processing')).toBeNull();
    await expect(cells.queryByRole('link')).toBeNull();
  },
};

/** billing.status.in-progress with a status the demo world has no bill for ('requires_capture'): "Pending". */
export const StatusInProgressRequiresCapture: Story = {
  parameters: withStatus('requires_capture'),
  play: async ({ canvas }) => {
    const [row] = await bodyRows(canvas);
    await expect(within(row as HTMLElement).getByText('Pending')).toHaveAttribute('data-tone', 'blue');
  },
};

/** billing.status.unknown: a status the contract does not know, red and in words, never its raw code. */
export const StatusUnknown: Story = {
  parameters: withStatus('partially_refunded' as never),
  play: async ({ canvas }) => {
    const [row] = await bodyRows(canvas);
    const cells = within(row as HTMLElement);
    await expect(cells.getByText('Partially refunded')).toHaveAttribute('data-tone', 'red');
    await expect(cells.queryByText('partially_refunded')).toBeNull();
  },
};

/** billing.status.unknown in Japanese: said to be another status, its code in words. */
export const StatusUnknownJapanese: Story = {
  parameters: withStatus('partially_refunded' as never),
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const [row] = (await within(await table(canvas, '請求履歴')).findAllByRole('row')).slice(1);
    await expect(within(row as HTMLElement).getByText('その他（Partially refunded）')).toHaveAttribute(
      'data-tone',
      'red',
    );
  },
};

/** billing.status.* in Japanese: the labels of every status. */
export const StatusesJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const history = within(await table(canvas, '請求履歴'));
    await expect(history.getAllByText('支払い済み').length).toBeGreaterThan(0);
    await expect(history.getByText('対応が必要')).toBeVisible();
    await expect(history.getByText('支払い失敗')).toBeVisible();
    await expect(history.getByText('キャンセル済み')).toBeVisible();
    await expect(history.getByText('処理中')).toBeVisible();
    await expect(history.getAllByRole('link', { name: /^請求書を見る/ }).length).toBeGreaterThan(0);
  },
};

// bill.settled ---------------------------------------------------------------------------------

/**
 * bill.settled: in the demo world the failed Pro bill was paid the next day by a bill of the same description, and
 * the unfinished upgrade minutes later: each keeps its status and invoice, says why, and offers no way to pay again.
 */
export const Settled: Story = {
  play: async ({ canvas }) => {
    const history = within(await table(canvas));
    const settled = await history.findAllByText('Settled by a later payment');
    await expect(settled).toHaveLength(2);
    for (const note of settled) {
      const row = within(note.closest('tr') as HTMLElement);
      await expect(row.getByRole('link', { name: /^View invoice/ })).toHaveAttribute('target', '_blank');
    }
    await expect(history.getByText('Action Required')).toBeVisible();
    await expect(history.getByText('Payment Failed')).toBeVisible();
    await expect(history.queryByRole('link', { name: /^Complete payment/ })).toBeNull();
    await expect(history.queryByRole('link', { name: /^Pay this bill/ })).toBeNull();
    await expect(history.queryByRole('button', { name: /^Use a different card/ })).toBeNull();
  },
};

/**
 * bill.settled: after the immediate cancellation a failed payment allows, the account is on the free plan: the
 * failed Pro bill is from a plan that has ended, with nothing to pay.
 */
export const SettledPlanEnded: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['payment-failed'], customize: cancelledAfterFailedPayment() }) },
  play: async ({ canvas }) => {
    const history = within(await table(canvas));
    const note = await history.findByText('Nothing to pay: that plan has ended');
    await expect(within(note.closest('tr') as HTMLElement).getByText('Payment Failed')).toBeVisible();
    await expect(history.queryByRole('link', { name: /^Pay this bill/ })).toBeNull();
    await expect(history.queryByRole('button', { name: /^Use a different card/ })).toBeNull();
  },
};

/** bill.settled in Japanese at phone width: the cards say why, with the invoice only. */
export const SettledJapanesePhone: Story = {
  parameters: { msw: sandbox('demo', { scenarios: ['payment-failed'], customize: cancelledAfterFailedPayment() }) },
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: '請求履歴' }, { timeout: 5000 }));
    await expect(await list.findByText('お支払い不要（そのプランは終了しています）')).toBeVisible();
    await expect(await list.findAllByText('後日のお支払いで精算済み')).toHaveLength(2);
    await expect(list.queryByRole('button', { name: /^別のカードを使う/ })).toBeNull();
    await expect(list.queryByRole('link', { name: /^この請求を支払う/ })).toBeNull();
    await fitsThePhone();
  },
};

// billing.history.year -------------------------------------------------------------------------

const twoYears = { msw: sandbox('demo', { customize: withBillsOfLastYear(new Date()) }) };
const thisYear = new Date().getFullYear();

/**
 * billing.history.year: one year at a time, the newest first, with what was paid in it (succeeded bills only). The
 * year is kept in the address (`?year=`), so a reload or a shared link shows the same one.
 */
export const YearFilter: Story = {
  parameters: twoYears,
  play: async ({ canvas }) => {
    await expect(await bodyRows(canvas)).toHaveLength(9);
    const year = canvas.getByRole('combobox', { name: 'Year' });
    await expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([String(thisYear), String(thisYear - 1)]);
    await expect(canvas.getByText(`Paid in ${thisYear}: 245.00 USD`)).toBeVisible();
    await userEvent.selectOptions(year, String(thisYear - 1));
    await waitFor(async () => expect(await bodyRows(canvas)).toHaveLength(2));
    await expect(canvas.getByText(`Paid in ${thisYear - 1}: 19.00 USD`)).toBeVisible();
  },
};

/** billing.history.year in Japanese at phone width: the filter, the total and the export above the cards. */
export const YearFilterJapanesePhone: Story = {
  parameters: twoYears,
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '請求履歴' }, { timeout: 5000 });
    await expect(canvas.getByRole('combobox', { name: '年' })).toHaveValue(String(thisYear));
    await expect(canvas.getByText(`${thisYear}年のお支払い合計：245.00 USD`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'CSVをエクスポート' })).toBeEnabled();
    await fitsThePhone();
  },
};

/** billing.history.year (empty): a year without bills says so, and there is nothing to export. */
export const YearEmpty: Story = {
  parameters: { msw: sandbox('demo', { customize: withBillsAYearEarlier() }) },
  play: async ({ canvas }) => {
    // The newest year with bills comes first: last year.
    await expect(await bodyRows(canvas)).toHaveLength(9);
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveValue(String(thisYear - 1));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), String(thisYear));
    await expect(await canvas.findByText(`No bills in ${thisYear}.`)).toBeVisible();
    await expect(canvas.getByText(`Nothing paid in ${thisYear}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/**
 * billing.history.export: 'Export CSV' saves the year shown as date, description, amount, currency, status in
 * words and invoice link (a Blob, UTF-8 with a byte-order mark).
 */
export const ExportCsv: Story = {
  parameters: twoYears,
  play: async ({ canvas }) => {
    await bodyRows(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), String(thisYear - 1));
    await waitFor(async () => expect(await bodyRows(canvas)).toHaveLength(2));
    const blobs: Blob[] = [];
    const names: string[] = [];
    const create = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:bills-export';
    });
    const revoke = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await expect(names).toEqual([`holostream-bills-${thisYear - 1}.csv`]);
      const text = new TextDecoder('utf-8').decode(await blobs[0]!.arrayBuffer());
      const lines = text.split('\r\n');
      await expect(lines[0]).toBe('Date,Description,Amount,Currency,Status,Invoice');
      await expect(lines[1]).toBe(`${thisYear - 1}-12-02,Developer plan (monthly),19.00,USD,Payment Failed,`);
      await expect(lines[2]).toMatch(
        /,Developer plan \(monthly\),19\.00,USD,Succeeded,https?:\/\/.+\/invoices\/90002$/,
      );
      await expect(lines[2]?.startsWith(`${thisYear - 1}-11-02,`)).toBe(true);
      await expect(lines).toHaveLength(4);
    } finally {
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    }
  },
};

// billing.history.complete-payment -------------------------------------------------------------

const waitingBill = {
  msw: sandbox('demo', { customize: withBillWaitingForAction() }),
  router: { initialEntries: ['/account?tab=billing#complete-payment'] },
};

/**
 * billing.history.complete-payment: sent from checkout's extra step (or the general tab's notice), the bill waiting
 * for the person stands out, in view, with its 'Complete payment' link focused.
 */
export const CompletePayment: Story = {
  parameters: waitingBill,
  play: async ({ canvas }) => {
    await table(canvas);
    const row = await waitFor(() => {
      const highlighted = document.querySelector<HTMLElement>('tr[data-highlighted]');
      if (!highlighted) throw new Error('No bill stands out yet');
      return highlighted;
    });
    await expect(within(row).getByText('Upgrade to Pro')).toBeVisible();
    await waitFor(() => expect(within(row).getByRole('link', { name: /^Complete payment/ })).toHaveFocus(), {
      timeout: 5000,
    });
    await expect(document.querySelectorAll('tr[data-highlighted]')).toHaveLength(1);
  },
};

/** billing.history.complete-payment in Japanese at phone width: the card of that bill stands out. */
export const CompletePaymentJapanesePhone: Story = {
  parameters: waitingBill,
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '請求履歴' }, { timeout: 5000 });
    const card = await waitFor(() => {
      const highlighted = document.querySelector<HTMLElement>('li[data-highlighted]');
      if (!highlighted) throw new Error('No bill stands out yet');
      return highlighted;
    });
    await waitFor(() => expect(within(card).getByRole('link', { name: /^お支払いを完了する/ })).toHaveFocus(), {
      timeout: 5000,
    });
    await fitsThePhone();
  },
};

/** billing.history.complete-payment, not asked by the address: nothing stands out, even with a bill waiting. */
export const CompletePaymentNotAsked: Story = {
  parameters: { msw: sandbox('demo', { customize: withBillWaitingForAction() }) },
  play: async ({ canvas }) => {
    await table(canvas);
    await expect(document.querySelector('[data-highlighted]')).toBeNull();
  },
};
