/**
 * Addresses made to send a visitor to another host through the site's own navigations (the visitor script's
 * language redirect, the server's, the language link), and a walk that reports where they led. The journeys run it
 * against `npm start`'s server; the production build check against the nginx example.
 */
import type { Browser } from '@playwright/test';

/** Each is opened on the site, by a Japanese browser; `?lng=en` asks the page for its English address. */
export const OFF_SITE_PAYLOADS = [
  '/ja//evil.example?lng=en',
  '/ja/\\evil.example?lng=x',
  '/ja/%2F%2Fevil.example?lng=en',
  '/ja/%5Cevil.example?lng=en',
  '/ja/\t/evil.example?lng=en',
  '/ja/\n/evil.example?lng=en',
  '/ja//%09evil.example?lng=en',
  '/ja//evil.example',
  '//evil.example',
  '//evil.example?lng=en',
  // A server that merges slashes (nginx) serves the page itself here, and the app builds its language link.
  '/ja//plans',
  '/ja//account',
] as const;

const SETTLED_MS = 10_000;

/** Polls `done` until it holds or the time is up. */
async function until(done: () => Promise<boolean> | boolean): Promise<void> {
  const end = Date.now() + SETTLED_MS;
  while (Date.now() < end) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Opens `payload` at `base` in a fresh context, waits for the app, presses the language link, and returns every
 * navigation of the page to another origin (aborted before it goes anywhere) or language link to one, and where the
 * page ended up.
 */
export async function walkPayload(browser: Browser, base: string, payload: string) {
  const origin = new URL(base).origin;
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  const left: string[] = [];
  await context.route('**/*', async (route) => {
    const request = route.request();
    if (new URL(request.url()).origin === origin) return route.fallback();
    if (request.isNavigationRequest()) left.push(request.url());
    return route.abort();
  });
  // Loaded, and the app has taken over the page (a document without the app: at once).
  const ready = () =>
    page
      .evaluate(
        () =>
          document.readyState === 'complete' &&
          (!('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated')),
      )
      .catch(() => false);
  try {
    await page.goto(`${origin}${payload}`).catch(() => undefined);
    await until(async () => left.length > 0 || (await ready()));
    // Every language link on the page (a phone's menu, a page the app drew beside another), pressed or not.
    const links = await page
      .locator('a[data-language-switch]')
      .evaluateAll((found) => found.map((link) => (link as HTMLAnchorElement).href))
      .catch(() => []);
    left.push(...links.filter((href) => new URL(href).origin !== origin).map((href) => `a link to ${href}`));
    const before = page.url();
    const link = page.locator('a[data-language-switch]:visible').first();
    if (left.length === 0 && (await link.count()) > 0) {
      await link.click();
      await until(async () => left.length > 0 || (page.url() !== before && (await ready())));
    }
    return { left, url: page.url() };
  } finally {
    await context.close();
  }
}
