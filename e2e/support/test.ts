/**
 * The journeys' `test` and `expect`: Playwright's, with a `page` whose navigations wait for the app.
 *
 * A public page arrives prerendered (scripts/prerender.ts): it is on screen, links and fields
 * included, before the app's scripts have even been requested, and `goto` resolves on the load
 * event, before the app has hydrated it (most public pages load it only on the visitor's first act). A person
 * clicking in that instant gets the static page (public/prerendered-page.js holds a submitted form back and
 * replays a press once the app takes over); a journey should start where a person normally does, on the
 * working app.
 */
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * Resolves when the app has taken over the document (src/prerender/hand-over.ts removes the attribute). A page
 * whose app loads on the visitor's first act (public/prerendered-page.js) is asked for it, as a person's first
 * press would.
 */
export async function appReady(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('holostream:load-app')));
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerendered'));
}

/** Makes every full navigation of `page` (goto, reload, back, forward) wait for the app as well. */
export function waitForAppOnNavigation(page: Page): Page {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await appReady(page);
        return response;
      },
    });
  }
  return page;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(waitForAppOnNavigation(page));
  },
});
