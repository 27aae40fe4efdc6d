/**
 * The usage tab against the built site and the sandbox API (usage seeded over the last 12
 * months of the real clock): the default range, a new range applied with the §7 query, an invalid
 * range that disables Apply, and Reset back to the default.
 */
import { expect, test } from './support/test';
import type { Page, Request } from '@playwright/test';
import { usageRangeToQuery, type UsageRange } from '../packages/api/src/schemas/usage-range';
import { defaultUsageRange } from '../packages/features/src/usage/model/default-range';
import { failOnPageError, resetSandbox, signIn } from './support/session';

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  failOnPageError(page);
});

const monthName = (month: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)),
  );
const longMonth = (month: string) => monthName(month, { year: 'numeric', month: 'long' });
const shortMonth = (month: string) => monthName(month, { month: 'short' });

/** A usage request carrying exactly the §7 query of `range`. */
const usageRequestFor = (range: UsageRange) => (request: Request) => {
  const url = new URL(request.url());
  if (url.pathname !== '/v1/live/sessions') return false;
  const expected = usageRangeToQuery(range);
  return Object.entries(expected).every(([name, value]) => url.searchParams.get(name) === String(value));
};

const picker = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label} `) });

/** Opens a month picker, steps back to `year` and picks `month` ('YYYY-MM'). */
async function pickMonth(page: Page, label: string, month: string) {
  await picker(page, label).click();
  const popover = page.getByRole('dialog');
  const year = month.slice(0, 4);
  while (!(await popover.getByRole('group', { name: year }).isVisible())) {
    await popover.getByRole('button', { name: 'Previous year' }).click();
  }
  await popover.getByRole('button', { name: shortMonth(month), exact: true }).click();
  await expect(popover).toBeHidden();
}

test('the usage tab: default range, Apply with the §7 query, invalid range, Reset', async ({ page }) => {
  // The server's calendar decides the current month (UTC's); Node runs on the same clock.
  const defaults = defaultUsageRange(new Date());
  await signIn(page, 'demo', null);

  const firstLoad = page.waitForRequest(usageRequestFor(defaults));
  await page.goto('/account?tab=usage');
  await firstLoad;
  await expect(page.getByRole('tab', { name: 'Usage', selected: true })).toBeVisible();

  // The default range: the last 6 months up to the current one.
  await expect(picker(page, 'Start month')).toHaveAccessibleName(`Start month ${longMonth(defaults.start)}`);
  await expect(picker(page, 'End month')).toHaveAccessibleName(`End month ${longMonth(defaults.end)}`);
  await expect(page.getByText(`Showing ${longMonth(defaults.start)} – ${longMonth(defaults.end)}`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Monthly breakdown' });
  await expect(table.getByRole('row')).toHaveCount(1 + 6);
  await expect(page.getByRole('img', { name: /^Bar chart of streaming hours per month/ })).toBeVisible();
  await expect(page.getByRole('meter', { name: `Streaming time in ${longMonth(defaults.end)}` })).toBeVisible();

  // A year further back, applied: the request carries startMonth, startYear, endMonth and endYear.
  const yearBack = { start: `${Number(defaults.start.slice(0, 4)) - 1}${defaults.start.slice(4)}`, end: defaults.end };
  await pickMonth(page, 'Start month', yearBack.start);
  await expect(picker(page, 'Start month')).toHaveAccessibleName(`Start month ${longMonth(yearBack.start)}`);
  const applied = page.waitForRequest(usageRequestFor(yearBack));
  await page.getByRole('button', { name: 'Apply' }).click();
  await applied;
  await expect(page.getByText(`Showing ${longMonth(yearBack.start)} – ${longMonth(yearBack.end)}`)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1 + 18);
  await expect(table.getByRole('rowheader', { name: longMonth(yearBack.start) })).toBeVisible();

  // An end before the start: 'Invalid range', Apply disabled, nothing requested.
  const before = `${Number(yearBack.start.slice(0, 4)) - 1}-12`;
  await pickMonth(page, 'End month', before);
  await expect(page.getByRole('alert')).toHaveText('Invalid range. The start month must not be after the end month.');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expect(picker(page, 'End month')).toHaveAttribute('aria-invalid', 'true');

  // Reset: the default range again, loaded afresh.
  const reloaded = page.waitForRequest(usageRequestFor(defaults));
  await page.getByRole('button', { name: 'Reset' }).click();
  await reloaded;
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(picker(page, 'Start month')).toHaveAccessibleName(`Start month ${longMonth(defaults.start)}`);
  await expect(picker(page, 'End month')).toHaveAccessibleName(`End month ${longMonth(defaults.end)}`);
  await expect(page.getByText(`Showing ${longMonth(defaults.start)} – ${longMonth(defaults.end)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await expect(table.getByRole('row')).toHaveCount(1 + 6);
});
