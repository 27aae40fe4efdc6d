/**
 * Security against the built site as `npm start` serves it: the headers of
 * apps/site/security-headers.ts on pages, deep links, assets and the API; a whole signed-in journey under that
 * Content-Security-Policy without a single violation; the session token never in a URL; and nothing of the
 * account left in the browser's storage after logging out or after the session expires.
 */
import { expect, test } from './support/test';
import type { BrowserContext, Page } from '@playwright/test';
import path from 'node:path';
import { apiSecurityHeaders, builtPageHashes, siteSecurityHeaders } from '../apps/site/security-headers.ts';
import { failOnPageError, logIn, resetSandbox } from './support/session';

test.use({ locale: 'en-US' });

/** The served build's pages, whose inline scripts and style attributes the policy allows by hash. */
const SERVED = path.resolve(import.meta.dirname, '..', process.env.SITE_DIST ?? 'apps/site/dist/client');
/** What `scripts/serve.ts` sends, for the API base URL the served build was made with (none: same origin). */
const SITE_HEADERS = siteSecurityHeaders({ apiBaseUrl: process.env.VITE_API_BASE_URL, ...builtPageHashes(SERVED) });
const API_HEADERS = apiSecurityHeaders();

interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
}

/** Records every CSP violation of every document the page loads into `window.__cspViolations`. */
async function collectViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: Violation[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
      });
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []);

/** Console messages about the policies (Chromium reports every CSP block there too, and header parse errors). */
function policyConsoleMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

/** Every request and every navigation of every frame in the context, by URL. */
function recordUrls(context: BrowserContext, page: Page): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

/** The page's storage as text, to look for anything of the account in it. */
const storage = (page: Page) =>
  page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));

/** What may stay after the account is gone: the language choice, and the router's scroll positions per page. */
const KEPT_LOCAL = ['i18nextLng'];
const KEPT_SESSION = ['react-router-scroll-positions'];

/** Nothing of the account remains: only the keys above, and no value holds the token or the e-mail. */
async function expectNothingOfTheAccount(page: Page, secrets: string[]): Promise<void> {
  const { local, session } = await storage(page);
  expect(Object.keys(local).filter((key) => !KEPT_LOCAL.includes(key))).toEqual([]);
  expect(Object.keys(session).filter((key) => !KEPT_SESSION.includes(key))).toEqual([]);
  // Scroll positions are numbers keyed by history entry, nothing else.
  const positions: unknown = JSON.parse(session['react-router-scroll-positions'] ?? '{}');
  expect(Object.values(positions as object).every((value) => typeof value === 'number')).toBe(true);
  const stored = JSON.stringify({ local, session });
  for (const secret of secrets) expect(stored).not.toContain(secret);
}

test.describe('headers', () => {
  const expectSiteHeaders = (headers: Record<string, string>) => {
    for (const [name, value] of Object.entries(SITE_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
  };

  test('the home page, a deep link and an asset carry every security header', async ({ request }) => {
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    expectSiteHeaders(home.headers());

    const deepLink = await request.get('/account?tab=billing');
    expect(deepLink.status()).toBe(200);
    expect(deepLink.headers()['content-type']).toContain('text/html');
    expectSiteHeaders(deepLink.headers());

    // The home page is a document: an asset of the app's pages.
    const asset = (await (await request.get('/plans')).text()).match(/<link rel="modulepreload" href="([^"]+)"/)?.[1];
    expect(asset).toMatch(/^\/assets\/.+\.js$/);
    const script = await request.get(asset ?? '');
    expect(script.status()).toBe(200);
    expectSiteHeaders(script.headers());
  });

  test("the policy itself: no inline script but the build's own by hash, Stripe and the video player allowed, nothing framing the site", async ({
    request,
  }) => {
    const headers = (await request.get('/')).headers();
    const csp = headers['content-security-policy'] ?? '';
    const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));
    const scriptSources = directive('script-src')?.split(' ').slice(1) ?? [];
    expect(scriptSources.filter((source) => !source.startsWith("'sha256-"))).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(scriptSources.length).toBeGreaterThan(3);
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('form-action')).toBe("form-action 'self'");
    expect(directive('img-src')).toBe("img-src 'self' data: https://*.stripe.com");
    expect(directive('frame-src')).toContain('https://hooks.stripe.com');
    expect(directive('frame-src')).toContain('https://video.example.com');
    expect(directive('connect-src')).toContain('https://api.stripe.com');
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('payment=(self "https://js.stripe.com")');
  });

  test('the API answers get the stricter default-src none policy', async ({ request }) => {
    for (const path of ['/v1/plans', '/v1/no-such-operation', '/__sandbox/scenario']) {
      const headers = (await request.get(path)).headers();
      for (const [name, value] of Object.entries(API_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
    }
  });
});

test('the policy is enforced: an injected inline script, style attribute or foreign frame is blocked', async ({
  page,
}) => {
  await collectViolations(page);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  const ran = await page.evaluate(() => {
    const w = window as unknown as { __injected?: boolean };
    try {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
    } catch {
      // Trusted Types refuse the text before the script-src rule could.
    }
    document.body.setAttribute('style', 'outline: 5px solid red');
    const frame = document.createElement('iframe');
    frame.src = 'https://attacker.example.net/';
    document.body.append(frame);
    return w.__injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(async () => (await violations(page)).map((violation) => violation.directive).sort())
    .toEqual(['frame-src', 'require-trusted-types-for', 'style-src-attr']);
});

test("Trusted Types are enforced: no string becomes a script's address, HTML or code, but Stripe.js's script", async ({
  page,
}) => {
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  const outcome = await page.evaluate(() => {
    const attempt = (run: () => unknown) => {
      try {
        run();
        return 'allowed';
      } catch (error) {
        return (error as Error).name;
      }
    };
    return {
      foreignScript: attempt(() => (document.createElement('script').src = 'https://evil.test/x.js')),
      stripeScript: attempt(() => (document.createElement('script').src = 'https://js.stripe.com/v3')),
      html: attempt(() => (document.createElement('div').innerHTML = '<img src=x onerror=alert(1)>')),
      code: attempt(() => (document.createElement('script').textContent = 'alert(1)')),
    };
  });
  expect(outcome).toEqual({
    foreignScript: 'TypeError',
    stripeScript: 'allowed',
    html: 'TypeError',
    code: 'TypeError',
  });
});

test('home → plans → log in → every account tab → Pro checkout → log out: no CSP violation, token never in a URL', async ({
  page,
  context,
  request,
}) => {
  // A long walk through a dozen lazy chunks: give it room on a busy machine.
  test.setTimeout(90_000);
  // The demo account on the free plan without a saved card: /plans offers "Upgrade to Pro", and checkout
  // opens on the card field.
  await resetSandbox(request, ['free-plan', 'no-payment-method']);
  failOnPageError(page);
  await collectViolations(page);
  const consoleMessages = policyConsoleMessages(page);
  const urls = recordUrls(context, page);
  // The video service is outside this machine: answer its player page here, so the frame loads for real.
  await context.route('https://video.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>Demo video</p>' }),
  );

  await page.goto('/');
  await page.getByRole('button', { name: 'Play the demo video' }).click();
  await expect(page.frameLocator('iframe[title="Holostream demo video"]').getByText('Demo video')).toBeVisible();

  const header = page.getByRole('banner').first();
  await header.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  // Wait for the plans themselves (the first API call), not only the page.
  await expect(page.getByRole('link', { name: /Get started/ }).first()).toBeVisible();

  await logIn(page, 'demo');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const user = await page.evaluate(() => localStorage.getItem('user'));
  expect(user).toContain(token);

  for (const tab of ['General', 'Getting started', 'Team', 'Usage', 'Billing', 'Security']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    // Wait for the tab's own content (its lazy chunk and its first call), not only the spinner.
    await expect(page.getByRole('tabpanel', { name: tab }).getByRole('heading').first()).toBeVisible();
  }

  await header.getByRole('link', { name: 'Pricing' }).first().click();
  await page
    .getByRole('button', { name: 'Upgrade to Pro' })
    .or(page.getByRole('link', { name: 'Upgrade to Pro' }))
    .click();
  await expect(page).toHaveURL(/\/checkout\?plan=\d+$/);
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('JP');

  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();

  expect(await violations(page)).toEqual([]);
  expect(consoleMessages).toEqual([]);
  expect(urls.length).toBeGreaterThan(20);
  expect(urls.filter((url) => url.includes(token ?? '') || url.includes(encodeURIComponent(token ?? '')))).toEqual([]);
  // The ended session's token is kept (and only it) until the server has heard the logout: then it goes too.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('holostream:pending-logout'))).toBeNull();
  await expectNothingOfTheAccount(page, [token ?? '', 'demo@holostream.dev']);
});

test('after the session expires, storage holds nothing of the account either', async ({ page, request }) => {
  await resetSandbox(request);
  failOnPageError(page);
  await collectViolations(page);
  await logIn(page, 'demo');
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  expect(token).not.toBe('');
  // Let the page's first calls answer before tokens expire, so the reload below is what meets the 401.
  await expect(
    page.locator('[data-slot="card"]', { has: page.getByRole('heading', { level: 2, name: 'Subscription' }) }),
  ).toContainText('Pro');
  expect((await request.post('/__sandbox/scenario', { data: { scenarios: ['session-expired'] } })).ok()).toBe(true);

  await page.reload();
  const modal = page
    .getByRole('alertdialog', { name: 'Session Expired' })
    .or(page.getByRole('dialog', { name: 'Session Expired' }));
  await expect(modal).toBeVisible();
  await expectNothingOfTheAccount(page, [token, 'demo@holostream.dev']);
  expect(await violations(page)).toEqual([]);
});
