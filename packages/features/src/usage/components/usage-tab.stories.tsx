import type { SandboxStore } from '@holostream/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { sandbox, sandboxStats, signInStory } from '../../shared/testing/stories';
import { FIXED_NOW, onEnterprise, withUsage } from '../testing/story-data';
import { UsageTab } from './usage-tab';

type SandboxOptions = NonNullable<Parameters<typeof sandbox>[1]>;

/** The demo account at FIXED_NOW (July 2025) with the known USAGE_HISTORY, plus `options`. */
const world = (options: SandboxOptions = {}, ...customize: ((store: SandboxStore) => void)[]) => ({
  msw: sandbox('demo', {
    now: () => FIXED_NOW,
    ...options,
    customize: (store) => {
      withUsage()(store);
      for (const change of customize) change(store);
    },
  }),
});

/** Sets the sandbox's answer scenarios now (they outlive a story, so each story that changes them sets its own). */
async function setScenarios(scenarios: string[], operations?: string[]) {
  const response = await fetch('/__sandbox/scenario', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(operations ? { scenarios, operations } : { scenarios }),
  });
  if (!response.ok) throw new Error(`Sandbox scenario change failed: ${response.status}`);
}

const meta = {
  title: 'Features/Usage/UsageTab',
  tags: ['autodocs', 'responsive'],
  component: UsageTab,
  args: { now: FIXED_NOW },
  beforeEach: signInStory,
  parameters: {
    visual: {
      pictures: [
        'Data',
        'EmptyJapanesePhone',
        'DataJapanese',
        'RangeJapanesePhone',
        'Chart',
        'ChartLongRange',
        'ChartJapanesePhone',
      ],
    },
    ...world(),
    router: { initialEntries: ['/account?tab=usage'] },
  },
  // Desktop unless a story says phone: the breakdown is a table from the `sm` breakpoint up.
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof UsageTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const body = within(document.body);
const loaded = (canvas: Canvas, name = 'Monthly breakdown') =>
  canvas.findByRole('heading', { level: 3, name }, { timeout: 5000 });
/** Waits until no month popover is open (Escape and a pick close it). */
const closed = () => waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
const picker = (canvas: Canvas, label: string) => canvas.getByRole('button', { name: new RegExp(`^${label}`) });

/** Opens a month picker, goes back `yearsBack` years and picks `month` (its short name). */
async function pickMonth(canvas: Canvas, label: string, month: string, yearsBack = 0, previousYear = 'Previous year') {
  await closed();
  await userEvent.click(picker(canvas, label));
  const popover = await body.findByRole('dialog');
  for (let year = 0; year < yearsBack; year += 1) {
    await userEvent.click(within(popover).getByRole('button', { name: previousYear }));
  }
  await userEvent.click(within(popover).getByRole('button', { name: month }));
  await closed();
}

/** The text of each row of the breakdown table (desktop). */
const tableRows = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: 'Monthly breakdown' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The URLs of the usage requests the page sent while `spy` watched. */
const usageRequests = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls
    .map(([input]) => (input instanceof Request ? input.url : String(input)))
    .filter((url) => new URL(url, location.href).pathname === '/v1/live/sessions')
    .map((url) => new URL(url, location.href).search);

// usage.loading / usage.error / usage.empty / usage.data ----------------------------------------

/** usage.loading: the range never answers: skeletons with words for screen readers, Apply busy. */
export const Loading: Story = {
  parameters: world({ scenarios: ['slow'], scenarioOperations: ['getUsage'], delayMs: 'infinite' }),
  play: async ({ canvas }) => {
    const text = await canvas.findByText('Loading usage data…');
    await expect(text.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect(canvas.getByText("Loading your plan's limit…")).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** usage.error: the range answers 500 → 'Failed to load usage data' and the reason; Try again loads it. */
export const LoadError: Story = {
  // A world of its own: the play changes its scenarios.
  parameters: world(),
  beforeEach: () => setScenarios(['server-error'], ['getUsage']),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(within(alert).getByRole('heading', { level: 3, name: 'Failed to load usage data' })).toBeVisible();
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    // The meter needs the same answer: it makes way for the one error state.
    await expect(canvas.queryByRole('heading', { name: 'This month' })).toBeNull();
    // The range can still be changed while the data is missing.
    await expect(picker(canvas, 'Start month')).toBeEnabled();

    await setScenarios([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await loaded(canvas)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'This month' })).toBeVisible();
  },
};

/** usage.error: an answer of the wrong shape is an error state in plain words, never a crash. */
export const ErrorBadData: Story = {
  parameters: world(),
  beforeEach: () => setScenarios(['unexpected-shape'], ['getUsage']),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Failed to load usage data');
    await expect(alert).toHaveTextContent(
      "We received an answer we couldn't read. Please try again; if it keeps happening, contact support.",
    );
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** usage.error in Japanese. */
export const ErrorJapanese: Story = {
  parameters: world(),
  globals: { locale: 'ja' },
  beforeEach: () => setScenarios(['server-error'], ['getUsage']),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(within(alert).getByRole('heading', { name: '利用データを読み込めませんでした' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: '再試行' })).toBeEnabled();
  },
};

/**
 * usage.empty: no usage at all ('no-usage') → a note says so above the figures, which still show: the
 * chart at zero, the breakdown and its CSV; this month reads 0 of 100 h.
 */
export const Empty: Story = {
  parameters: {
    msw: sandbox('demo', { now: () => FIXED_NOW, scenarios: ['no-usage'] }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No streaming in this range', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/There is no live-streaming time from February 2025 to July 2025\./)).toBeVisible();
    // The chart draws once its width is measured.
    await expect(
      await canvas.findByRole('img', {
        name: 'Bar chart of streaming hours per month, February 2025 to July 2025: no streaming in any month.',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    const meter = await canvas.findByRole('meter', { name: 'Streaming time in July 2025' });
    await expect(meter).toHaveAttribute('aria-valuetext', '0h 00m 00s of 100 h');
    await expect(meter).toHaveAttribute('aria-valuenow', '0');
  },
};

/**
 * usage.pace: 40 of the Pro plan's 100 hours by 10 July: at that pace the hours run out before August, and the month
 * card says around when (from day 3 of the month, on a limited plan, under 100 %).
 */
export const Pace: Story = {
  parameters: world({}, (store) => {
    const july = store.usage.find((record) => record.year === 2025 && record.month === 7);
    if (july) july.totalTime = 40 * 3600;
  }),
  play: async ({ canvas }) => {
    const meter = await canvas.findByRole('meter', { name: 'Streaming time in July 2025' }, { timeout: 5000 });
    await expect(meter).toHaveAttribute('aria-valuetext', '40h 00m 00s of 100 h');
    await expect(canvas.getByText(/^At this pace you'll reach your limit around July 2\d, 2025\.$/)).toBeVisible();
  },
};

/** usage.pace, none: at the default demo's pace (5 of 100 hours by 10 July) the month ends first. */
export const PaceNone: Story = {
  parameters: world(),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('meter', { name: 'Streaming time in July 2025' }, { timeout: 5000 });
    await expect(canvasElement.querySelector('[data-slot="usage-pace"]')).toBeNull();
  },
};

/** usage.empty in Japanese, at phone width. */
export const EmptyJapanesePhone: Story = {
  parameters: { msw: sandbox('demo', { now: () => FIXED_NOW, scenarios: ['no-usage'] }) },
  globals: { locale: 'ja', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('この期間の配信はありません', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/2025年2月から2025年7月までのライブ配信時間はありません。/)).toBeVisible();
  },
};

/**
 * usage.data: the default range (February–July 2025): summary cards, this month against the Pro plan's
 * 100 h, the chart, the breakdown with the zero month (March) and the running month, and the notes.
 */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await loaded(canvas)).toBeVisible();
    const summary = within(canvas.getByRole('region', { name: 'Summary' }));
    const figure = (label: string) => summary.getByText(label).closest('[data-slot="stat-card"]');
    await expect(figure('Total streaming time')).toHaveTextContent('128h 07m 54s');
    await expect(figure('Total streaming time')).toHaveTextContent('February 2025 – July 2025');
    await expect(figure('Average per month')).toHaveTextContent('21h 21m 19s');
    await expect(figure('Average per month')).toHaveTextContent('Over 6 months');
    await expect(figure('Busiest month')).toHaveTextContent('June 2025');
    await expect(figure('Busiest month')).toHaveTextContent('63h 20m 00s');
    await expect(figure('Months with streaming')).toHaveTextContent('5 of 6');

    const meter = await canvas.findByRole('meter', { name: 'Streaming time in July 2025' });
    await expect(meter).toHaveAttribute('aria-valuetext', '5h 12m 09s of 100 h');
    await expect(meter).toHaveAccessibleDescription('Pro plan: 100 h per month. Starts again on August 1, 2025.');

    await expect(await canvas.findByRole('img', { name: /^Bar chart of streaming hours per month/ })).toBeVisible();
    await expect(tableRows(canvas)).toEqual([
      ['February 2025', '12h 05m 30s', '9.4%'],
      ['March 2025', '0h 00m 00s', '0.0%'],
      ['April 2025', '40h 00m 00s', '31.2%'],
      ['May 2025', '7h 30m 15s', '5.9%'],
      ['June 2025', '63h 20m 00s', '49.4%'],
      ['July 2025In progress', '5h 12m 09s', '4.1%'],
    ]);
    const notes = within(canvas.getByRole('heading', { name: 'About usage' }).closest('[data-slot="card"]')!);
    await expect(notes.getAllByRole('listitem')).toHaveLength(5);
    await expect(
      notes.getByText(
        'Months are counted in UTC, the calendar the service keeps: in your time zone (UTC) this month began on July 1, 2025 at 12:00 AM.',
      ),
    ).toBeVisible();
  },
};

/** usage.data: 'Export CSV' downloads the range as month, hours, seconds (a Blob, UTF-8 with a BOM). */
export const DataExportCsv: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const blobs: Blob[] = [];
    const names: string[] = [];
    const create = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:usage-export';
    });
    const revoke = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await expect(names).toEqual(['holostream-usage-2025-02-to-2025-07.csv']);
      await expect(blobs).toHaveLength(1);
      const [blob] = blobs;
      await expect(blob?.type).toBe('text/csv;charset=utf-8');
      const bytes = new Uint8Array(await blob!.arrayBuffer());
      await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      await expect(new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes)).toBe(
        [
          'month,hours,seconds',
          '2025-02,12.09,43530',
          '2025-03,0.00,0',
          '2025-04,40.00,144000',
          '2025-05,7.50,27015',
          '2025-06,63.33,228000',
          '2025-07,5.20,18729',
          '',
        ].join('\r\n'),
      );
      // The link is gone from the page once clicked.
      await expect(document.querySelector('a[download]')).toBeNull();
    } finally {
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    }
  },
};

/** usage.data in Japanese: durations as 時間・分・秒, months and the meter in Japanese. */
export const DataJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(await loaded(canvas, '月別内訳')).toBeVisible();
    const summary = within(canvas.getByRole('region', { name: '概要' }));
    const figure = (label: string) => summary.getByText(label).closest('[data-slot="stat-card"]');
    await expect(figure('合計配信時間')).toHaveTextContent('128時間7分54秒');
    await expect(figure('最も多く配信した月')).toHaveTextContent('2025年6月');
    await expect(figure('配信した月')).toHaveTextContent('6か月中5か月');
    const meter = await canvas.findByRole('meter', { name: '2025年7月の配信時間' });
    await expect(meter).toHaveAttribute('aria-valuetext', '100時間中 5時間12分9秒');
    await expect(canvas.getByRole('button', { name: 'CSVをエクスポート' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /2025年3月/ }).closest('tr')).toHaveTextContent('0時間0分0秒');
  },
};

/** usage.data at phone width: the breakdown is a list of cards, the chart fits the screen. */
export const DataPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = canvas.getByRole('list', { name: 'Monthly breakdown' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(cards).getAllByRole('listitem')[1]).toHaveTextContent('March 2025');
    const chart = await canvas.findByRole('img', { name: /^Bar chart/ });
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(chart.getBoundingClientRect().width).toBeGreaterThan(200);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** usage.data on the Enterprise plan (monthlyUsageLimit 0): this month shows 'Unlimited', no meter. */
export const DataUnlimitedPlan: Story = {
  parameters: world({}, onEnterprise),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(await canvas.findByText('5h 12m 09s · Unlimited')).toBeVisible();
    await expect(canvas.getByText('Enterprise plan: unlimited streaming hours.')).toBeVisible();
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};

/** usage.data on the free plan (5 h a month): July's 5h 12m is over the limit, said in words too. */
export const DataOverLimit: Story = {
  parameters: world({ scenarios: ['free-plan'] }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    const meter = await canvas.findByRole('meter', { name: 'Streaming time in July 2025' });
    await expect(meter).toHaveAttribute('aria-valuetext', '5h 12m 09s of 5 h, over the limit');
    await expect(meter.closest('[data-slot="meter"]')).toHaveAttribute('data-tone', 'over');
  },
};

// usage.range / usage.invalid-range ------------------------------------------------------------

/**
 * usage.range: the default range is the last 6 months up to the current one; the pickers run from
 * 2020-01 to the current month and have no text field (nothing to type or paste into). Picking
 * December 2024 and Apply asks for exactly that range (docs/product.md §7 query) and shows it.
 */
export const Range: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(picker(canvas, 'Start month')).toHaveAccessibleName('Start month February 2025');
    await expect(picker(canvas, 'End month')).toHaveAccessibleName('End month July 2025');
    await expect(canvas.getByText('Showing February 2025 – July 2025')).toBeVisible();
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvas.queryAllByRole('spinbutton')).toHaveLength(0);

    // Typing on the picker changes nothing.
    picker(canvas, 'Start month').focus();
    await userEvent.keyboard('2019-01');
    await expect(picker(canvas, 'Start month')).toHaveAccessibleName('Start month February 2025');

    // The latest month is the current one.
    await userEvent.click(picker(canvas, 'End month'));
    let popover = await body.findByRole('dialog');
    await expect(within(popover).getByRole('button', { name: 'Jul' })).toBeEnabled();
    await expect(within(popover).getByRole('button', { name: 'Aug' })).toBeDisabled();
    await expect(within(popover).getByRole('button', { name: 'Next year' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await closed();

    // The earliest is January 2020.
    await userEvent.click(picker(canvas, 'Start month'));
    popover = await body.findByRole('dialog');
    for (let year = 2025; year > 2020; year -= 1) {
      await userEvent.click(within(popover).getByRole('button', { name: 'Previous year' }));
    }
    await expect(within(popover).getByRole('group', { name: '2020' })).toBeVisible();
    await expect(within(popover).getByRole('button', { name: 'Previous year' })).toBeDisabled();
    await expect(within(popover).getByRole('button', { name: 'Jan' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await closed();

    const fetchSpy = spyOn(window, 'fetch');
    try {
      await pickMonth(canvas, 'Start month', 'Dec', 1);
      await expect(picker(canvas, 'Start month')).toHaveAccessibleName('Start month December 2024');
      await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
      await expect(await canvas.findByText('Showing December 2024 – July 2025')).toBeVisible();
      await expect(await canvas.findByRole('rowheader', { name: 'December 2024' })).toBeVisible();
      await expect(usageRequests(fetchSpy)).toEqual(['?startMonth=12&startYear=2024&endMonth=7&endYear=2025']);
    } finally {
      fetchSpy.mockRestore();
    }
    await expect(tableRows(canvas).map(([month]) => month)).toEqual([
      'December 2024',
      'January 2025',
      'February 2025',
      'March 2025',
      'April 2025',
      'May 2025',
      'June 2025',
      'July 2025In progress',
    ]);
    const total = canvas.getByText('Total streaming time').closest('[data-slot="stat-card"]');
    await expect(total).toHaveTextContent('138h 07m 54s');
    await expect(total).toHaveTextContent('December 2024 – July 2025');
  },
};

/** usage.range: a double click on Apply sends one request. */
export const RangeApplyOnce: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await pickMonth(canvas, 'Start month', 'Jan');
    const before = (await sandboxStats()).getUsage ?? 0;
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Showing January 2025 – July 2025')).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'January 2025' })).toBeVisible();
    await waitFor(async () => expect((await sandboxStats()).getUsage).toBe(before + 1));
  },
};

/** usage.range in Japanese at phone width. */
export const RangeJapanesePhone: Story = {
  globals: { locale: 'ja', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await loaded(canvas, '月別内訳');
    await expect(picker(canvas, '開始月')).toHaveAccessibleName('開始月 2025年2月');
    await expect(picker(canvas, '終了月')).toHaveAccessibleName('終了月 2025年7月');
    await expect(canvas.getByText('2025年2月〜2025年7月を表示中')).toBeVisible();
    await pickMonth(canvas, '開始月', '12月', 1, '前の年');
    await userEvent.click(canvas.getByRole('button', { name: '適用' }));
    await expect(await canvas.findByText('2024年12月〜2025年7月を表示中')).toBeVisible();
  },
};

/**
 * usage.invalid-range: a start after the end says 'Invalid range', marks both pickers and disables
 * Apply; Reset restores the default range and loads it again.
 */
export const InvalidRange: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await pickMonth(canvas, 'End month', 'Jan');
    const message = await canvas.findByRole('alert');
    await expect(message).toHaveTextContent('Invalid range. The start month must not be after the end month.');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expect(picker(canvas, 'Start month')).toHaveAttribute('aria-invalid', 'true');
    await expect(picker(canvas, 'End month')).toHaveAccessibleDescription(
      'Invalid range. The start month must not be after the end month.',
    );
    // What is on show is still the applied range.
    await expect(canvas.getByText('Showing February 2025 – July 2025')).toBeVisible();

    const before = (await sandboxStats()).getUsage ?? 0;
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(picker(canvas, 'Start month')).toHaveAccessibleName('Start month February 2025');
    await expect(picker(canvas, 'End month')).toHaveAccessibleName('End month July 2025');
    await expect(picker(canvas, 'End month')).not.toHaveAttribute('aria-invalid');
    await waitFor(async () => expect((await sandboxStats()).getUsage).toBe(before + 1));
    await expect(await canvas.findByRole('button', { name: 'Apply' })).toBeEnabled();
  },
};

/** usage.invalid-range in Japanese. */
export const InvalidRangeJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await loaded(canvas, '月別内訳');
    await pickMonth(canvas, '終了月', '1月');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '無効な期間です。開始月を終了月より後にすることはできません。',
    );
    await expect(canvas.getByRole('button', { name: '適用' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'リセット' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: '適用' })).toBeEnabled());
  },
};

// usage.chart ----------------------------------------------------------------------------------

/** The chart's tick labels (hour axis, then month axis) and bars, read from the drawing. */
const chartParts = (chart: Element) => ({
  hours: [...chart.querySelectorAll('.usage-chart-hour-tick')].map((tick) => tick.textContent),
  months: [...chart.querySelectorAll('.usage-chart-month-tick text')].map((tick) => tick.textContent),
  bars: [...chart.querySelectorAll('rect[data-month]')].map((bar) => ({
    month: bar.getAttribute('data-month'),
    height: Number(bar.getAttribute('height')),
  })),
});

/**
 * usage.chart: 200 px high, as wide as its card; the hour axis ends at the busiest month rounded up
 * (63h 20m → 64 h) with ticks at 0/25/50/75/100 %; one bar per month, the zero month a flat mark;
 * named for screen readers, with the breakdown as its text; durations as h m s.
 */
export const Chart: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const chart = await canvas.findByRole('img', {
      name: 'Bar chart of streaming hours per month, February 2025 to July 2025. Highest: June 2025 with 63h 20m 00s. Total: 128h 07m 54s.',
    });
    await expect(chart).toHaveAccessibleDescription('The monthly breakdown below lists the same figures.');
    await expect(chart.getBoundingClientRect().height).toBe(200);
    // As wide as the card's content box (to the pixel the ResizeObserver rounds to).
    const box = chart.parentElement as HTMLElement;
    await expect(Math.abs(chart.getBoundingClientRect().width - box.clientWidth)).toBeLessThanOrEqual(1);
    await expect(box.clientWidth).toBeGreaterThan(600);
    const parts = chartParts(chart);
    await expect(parts.hours).toEqual(['0 h', '16 h', '32 h', '48 h', '64 h']);
    await expect(parts.months).toEqual(['Feb2025', 'Mar', 'Apr', 'May', 'Jun', 'Jul']);
    await expect(parts.bars.map((bar) => bar.month)).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
    ]);
    const [feb, mar, apr, , jun] = parts.bars.map((bar) => bar.height);
    await expect(mar).toBe(2);
    // Heights follow the hours: April (40 h) is 40/64 of the axis, June (63.3 h) almost all of it.
    await expect(apr! / jun!).toBeCloseTo(40 / 63.333, 2);
    await expect(feb! / apr!).toBeCloseTo(12.0917 / 40, 2);
    await expect(canvas.getByRole('rowheader', { name: 'June 2025' }).closest('tr')).toHaveTextContent('63h 20m 00s');
    // The chart lies below the frame's first view: in view, the story's picture shows it (.storybook/visual).
    chart.scrollIntoView({ block: 'center' });
  },
};

/** usage.chart over a long range: every month has a bar, labels thin out and each January names its year. */
export const ChartLongRange: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await pickMonth(canvas, 'Start month', 'Jan', 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Showing January 2023 – July 2025')).toBeVisible();
    const chart = await canvas.findByRole('img', { name: /January 2023 to July 2025/ });
    const parts = chartParts(chart);
    await expect(parts.bars).toHaveLength(31);
    await expect(parts.months.length).toBeLessThan(31);
    await expect(parts.months[0]).toBe('Jan2023');
    await expect(parts.hours).toEqual(['0 h', '16 h', '32 h', '48 h', '64 h']);
    // The chart lies below the frame's first view: in view, the story's picture shows it (.storybook/visual).
    chart.scrollIntoView({ block: 'center' });
  },
};

/** usage.chart in Japanese at phone width: hour ticks in 時間, month labels as Japanese writes them (the year first). */
export const ChartJapanesePhone: Story = {
  globals: { locale: 'ja', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await loaded(canvas, '月別内訳');
    const chart = await canvas.findByRole('img', { name: /^2025年2月から2025年7月までの月別配信時間の棒グラフ。/ });
    await expect(chart).toHaveAccessibleName(
      '2025年2月から2025年7月までの月別配信時間の棒グラフ。最も多いのは2025年6月の63時間20分0秒、合計は128時間7分54秒です。',
    );
    await expect(chart.getBoundingClientRect().height).toBe(200);
    const parts = chartParts(chart);
    await expect(parts.hours).toEqual(['0時間', '16時間', '32時間', '48時間', '64時間']);
    await expect(parts.months[0]).toBe('2025年2月');
    await expect(parts.bars).toHaveLength(6);
    // The chart lies below the frame's first view: in view, the story's picture shows it (.storybook/visual).
    chart.scrollIntoView({ block: 'center' });
  },
};
