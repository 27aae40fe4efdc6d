/**
 * The journeys' `test` and `expect`: Playwright's, with a `page` whose navigations wait for the app.
 *
 * A public page arrives prerendered: it is on screen, links and fields included, before the app's scripts have
 * run, and `goto` resolves on the load event, which can come before React has hydrated the page. A journey starts
 * where a person normally does, on the working app; the journeys about the page before its scripts use a page of
 * their own.
 */
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * Resolves when the app has hydrated the document (the root marks `<html data-hydrated>`) and the route's code has
 * loaded (no route spinner); at once on a document that is not the app (a text file, an invoice page, about:blank).
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !('__reactRouterContext' in window) ||
      (document.documentElement.hasAttribute('data-hydrated') &&
        !document.querySelector('[data-slot="route-loading"]')),
  );
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
  // Each worker talks to its own server and sandbox world (playwright.config.ts): the configured port plus its index.
  baseURL: async ({ baseURL }, provide, testInfo) => {
    const address = new URL(baseURL ?? '');
    address.port = String(Number(address.port) + testInfo.parallelIndex);
    await provide(address.origin);
  },
  page: async ({ page }, provide) => {
    await provide(waitForAppOnNavigation(page));
  },
});
