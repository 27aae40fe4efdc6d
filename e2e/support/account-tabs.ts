/**
 * The account page's tabs as the journeys walk them: read from the page itself, where the app lists the tabs its
 * features declare, so a new tab is walked without editing a journey.
 */
import type { Page } from '@playwright/test';
import { expect } from './test';

export interface AccountTabStop {
  /** The tab's name in the page's language. */
  name: string;
  /** `/account` for the general tab, `/account?tab=…` for the others. */
  address: string;
}

/** Opens /account (signed in) and lists its tabs in order, each with the address it opens. */
export async function readAccountTabs(page: Page): Promise<AccountTabStop[]> {
  await page.goto('/account');
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const stops: AccountTabStop[] = [];
  for (const tab of await tabs.all()) {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const url = new URL(page.url());
    stops.push({ name: (await tab.textContent()) ?? '', address: `${url.pathname}${url.search}` });
  }
  return stops;
}
