/**
 * No press lost (issue 19): the buttons of a prerendered page do nothing until the app has taken it over, so
 * public/prerendered-page.js marks a press made before then and the app replays it once when it takes over
 * (src/prerender/hand-over.ts). At phone size, each button is pressed in the first instant after the page arrives
 * and must do what it says, once: with the app's script held back 1.5 s, on every public page it is on; with none
 * held back, PRESS_REPEATS times on one page (2 by default; the issue's note was made with 10).
 */
import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import { ROUTE_BUDGETS } from './support/js-at-usable';
import { newPhoneContext } from './support/phone';
import { failOnPageError } from './support/session';
import { expect, test } from './support/test';

const REPEATS = Number(process.env.PRESS_REPEATS ?? 2);

/** A phone whose page gets the app's entry script `heldMs` late (0: as the server sends it). */
async function phoneWithAppHeld(browser: Browser, heldMs: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  failOnPageError(page);
  if (heldMs > 0) {
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, heldMs));
      await route.continue();
    });
  }
  return { context, page };
}

/** Whether the app had not yet started listening when the press was made: the path under test was taken. */
const beforeTheApp = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement;
    return html.hasAttribute('data-prerendered') && !html.hasAttribute('data-app-listening');
  });

/** The slowest response to a person's press on the page (Event Timing: input to the next paint), in ms; 0 under 16. */
const slowestResponse = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          // interactionId (Event Timing level 2) is not in TypeScript's DOM types yet.
          const entries = list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[];
          const interactions = entries.filter((entry) => (entry.interactionId ?? 0) > 0);
          resolve(Math.max(0, ...interactions.map((entry) => entry.duration)));
        }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
        // No entry over 16 ms at all: every response was faster.
        setTimeout(() => resolve(0), 500);
      }),
  );

const PUBLIC_ROUTES = ROUTE_BUDGETS.map(({ route }) => route);

/** A button of the prerendered pages: where it is, how a person presses it, and what it must then have done. */
interface PrerenderedButton {
  name: string;
  /** The pages it is on; the first is where it is pressed again and again with nothing held back. */
  paths: readonly string[];
  press: (page: Page) => Promise<void>;
  /** `heading`: the page's main heading before the press. */
  effect: (page: Page, heading: string) => Promise<void>;
}

const BUTTONS: PrerenderedButton[] = [
  {
    name: 'the language toggle',
    paths: ['/about', ...PUBLIC_ROUTES.filter((path) => path !== '/about')],
    press: (page) => page.getByRole('button', { name: /日本語/ }).click(),
    effect: async (page, heading) => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading);
      // Once: a second toggle would have switched back to English.
      await expect(page.getByRole('button', { name: /English/ })).toBeVisible();
    },
  },
  {
    name: 'the phone menu',
    paths: ['/contact', ...PUBLIC_ROUTES.filter((path) => path !== '/contact')],
    press: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
    effect: async (page) => {
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('link', { name: 'Pricing' })).toBeVisible();
    },
  },
  {
    name: "the demo video's play button",
    paths: ['/'],
    press: (page) => page.getByRole('button', { name: 'Play the demo video' }).click(),
    effect: async (page) => {
      await expect(page.locator('iframe[title="Holostream demo video"]')).toHaveCount(1);
    },
  },
  {
    name: 'the show-password button',
    paths: ['/login', '/signup'],
    press: (page) => page.getByRole('button', { name: 'Show password' }).first().click(),
    effect: async (page) => {
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
      await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    name: "the 'forgot your password' button",
    paths: ['/login'],
    press: (page) => page.getByRole('button', { name: 'Forgot your password?' }).click(),
    effect: async (page) => {
      const form = page.getByRole('region', { name: 'Reset your password' });
      await expect(form.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    },
  },
  {
    name: "the legal page's terms tab",
    paths: ['/legal'],
    press: (page) => page.getByRole('tab', { name: 'Terms of service' }).click(),
    effect: async (page) => {
      await expect(page.getByRole('tab', { name: 'Terms of service' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Terms of service' })).toBeVisible();
    },
  },
];

/**
 * One visit: the button pressed at once on `path`; returns the slowest response to the press (ms) when `timed`
 * (waiting up to 0.5 s for the page's Event Timing entries), else 0.
 */
async function pressAtOnce(
  browser: Browser,
  button: PrerenderedButton,
  path: string,
  heldMs: number,
  visit = 1,
  timed = true,
) {
  const { context, page } = await phoneWithAppHeld(browser, heldMs);
  try {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const early = await beforeTheApp(page);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await button.press(page);
    // Held back, the press certainly met the static page; with nothing held it may meet either.
    if (heldMs > 0) expect(early, `${path}, visit ${visit}: pressed before the app`).toBe(true);
    await expect(page.locator('html'), `${path}, visit ${visit}`).not.toHaveAttribute('data-prerendered', {
      timeout: 15_000,
    });
    await button.effect(page, heading);
    return timed ? await slowestResponse(page) : 0;
  } finally {
    await context.close();
  }
}

// With the script held back, on every page the button is on (the app loads on the first act).
for (const button of BUTTONS) {
  test(`${button.name}, pressed at once with the script held 1500 ms, works once on ${button.paths.length > 1 ? `each of the ${button.paths.length} public pages` : button.paths[0]}`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    // The pages side by side, each in a context of its own: a visit is mostly the 1.5 s wait (26–29 s one after
    // another; issue 19, goal 5).
    await Promise.all(button.paths.map((path) => pressAtOnce(browser, button, path, 1500, 1, false)));
  });
}

// With nothing held back, again and again on one page: the press may meet the static page or the app.
for (const button of BUTTONS) {
  const path = button.paths[0]!;
  test(`${button.name}, pressed at once on ${path} (script not held), works once: ${REPEATS} of ${REPEATS}`, async ({
    browser,
  }) => {
    test.setTimeout(30_000 * REPEATS);
    const responses: number[] = [];
    for (let visit = 1; visit <= REPEATS; visit += 1)
      responses.push(await pressAtOnce(browser, button, path, 0, visit));
    // Reported, not asserted: pressed in the very first instant, on a test machine running two browsers at
    // once, the input delay measures the machine more than the page (INP is the bench's, on a quiet machine).
    test.info().annotations.push({ type: 'slowest response to the press (ms)', description: responses.join(', ') });
    console.log(`${button.name} (not held): slowest response to the press ${responses.join(', ')} ms`);
  });
}

// A press is one interaction from pointerdown to click: the app's scripts, evaluated in between, held the click's
// answer back on a slow phone (an 80 ms tap on the play button answered in 120–210 ms at 4× slower CPU). So they are
// requested only once the press has ended (public/prerendered-page.js), and the press still works, once.
test('a press held down does not start the app until it is let go, then works once', async ({ browser }) => {
  const { context, page } = await phoneWithAppHeld(browser, 0);
  const appRequested: number[] = [];
  page.on('request', (request) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) appRequested.push(Date.now());
  });
  await page.goto('/', { waitUntil: 'load' });
  const play = page.getByRole('button', { name: 'Play the demo video' });
  await play.scrollIntoViewIfNeeded();
  const box = await play.boundingBox();
  if (!box) throw new Error('The play button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Well past the two frames the page waits after a press's end: nothing has been requested while it is held.
  await page.waitForTimeout(300);
  expect(appRequested, 'the app requested while the press was held').toEqual([]);
  const released = Date.now();
  await page.mouse.up();
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered', { timeout: 15_000 });
  expect(appRequested).toHaveLength(1);
  expect(appRequested[0]).toBeGreaterThanOrEqual(released);
  await expect(page.locator('iframe[title="Holostream demo video"]')).toHaveCount(1);
  await context.close();
});

// While the app hydrates, React, hearing a press on a part it has not hydrated yet, hydrated everything left at
// once before answering it (85–180 ms on /plans at 4× slower CPU). A press on a button in that moment is kept from
// React and pressed again at the hand-over: it still works, once.
test('a press while the app hydrates is kept from React and pressed again when the app has taken over', async ({
  browser,
}) => {
  const { context, page } = await phoneWithAppHeld(browser, 0);
  await page.addInitScript(() => {
    const seen = { pressed: false, takenOverWithinThePress: false };
    Object.assign(window, { __pressDuringHydration: seen });
    const observer = new MutationObserver(() => {
      const html = document.documentElement;
      if (seen.pressed || !html.hasAttribute('data-app-listening') || !html.hasAttribute('data-prerendered')) return;
      const toggle = [...document.querySelectorAll('button')].find((button) => button.textContent?.includes('日本語'));
      if (!toggle) return;
      seen.pressed = true;
      for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) {
        toggle.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
      }
      toggle.click();
      // Heard by React, the press had it hydrate and take the page over before the press was done.
      seen.takenOverWithinThePress = !html.hasAttribute('data-prerendered');
    });
    // The page has no <html> yet when this runs: the document is watched.
    observer.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-listening'] });
  });
  await page.goto('/plans');
  // The app is asked for as a first act would (the plans page's own script does too when it cannot show the plans).
  await page.evaluate(() => document.dispatchEvent(new Event('holostream:load-app')));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('button', { name: /English/ })).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { __pressDuringHydration: object }).__pressDuringHydration,
  );
  expect(seen).toEqual({ pressed: true, takenOverWithinThePress: false });
  await context.close();
});
