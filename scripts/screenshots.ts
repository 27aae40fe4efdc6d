/**
 * README screenshots: `npm run screenshots` writes docs/screenshots/*.png.
 *
 * It builds the site and Storybook, serves the site as `npm start` does (scripts/serve.ts with the
 * sandbox) and the static Storybook beside it, and photographs them in Debian's Chromium: the home,
 * plans and account pages in English and Japanese at desktop width, the home page at phone width,
 * and Storybook on a story with its docs. Not a test: the pictures are for people reading the README.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), SCREENSHOTS_SKIP_BUILD=1 (reuse
 * apps/site/dist and storybook-static).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { chromium, type Browser, type Page } from 'playwright';
import { SANDBOX_ACCOUNTS } from '../packages/sandbox/src/seed';
import { chromiumArgs, chromiumPath } from '../vite.shared.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs/screenshots');
const sitePort = 4391;
const storybookPort = 4392;
const site = `http://127.0.0.1:${sitePort}`;
const storybook = `http://127.0.0.1:${storybookPort}`;

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

type Language = 'en' | 'ja';
const browserLocale: Record<Language, string> = { en: 'en-US', ja: 'ja-JP' };

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

function startSite(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(sitePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function startStorybook() {
  const app = new Hono().use(
    '/*',
    serveStatic({ root: path.relative(process.cwd(), path.join(root, 'storybook-static')) }),
  );
  return serve({ fetch: app.fetch, port: storybookPort, hostname: '127.0.0.1' });
}

async function shoot(page: Page, name: string): Promise<void> {
  // Fonts and lazy images settled, no caret or transition half-way.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(out, `${name}.png`), animations: 'disabled', caret: 'hide' });
  console.log(`  docs/screenshots/${name}.png`);
}

async function newPage(browser: Browser, language: Language, viewport = desktop): Promise<Page> {
  const context = await browser.newContext({ locale: browserLocale[language], viewport, reducedMotion: 'reduce' });
  return context.newPage();
}

async function logIn(page: Page): Promise<void> {
  const { email, password } = SANDBOX_ACCOUNTS.demo;
  await page.goto(`${site}/login`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').first().fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/account$/);
}

async function sitePictures(browser: Browser): Promise<void> {
  for (const language of ['en', 'ja'] as const) {
    const page = await newPage(browser, language);
    for (const [route, name] of [
      ['/', 'home'],
      ['/plans', 'plans'],
    ] as const) {
      await page.goto(`${site}${route}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await shoot(page, `${name}-${language}`);
    }
    await logIn(page);
    await page.goto(`${site}/account?tab=usage`);
    await page.locator('svg[role="img"], [data-slot="stat-card"]').first().waitFor();
    await shoot(page, `account-usage-${language}`);
    await page.context().close();
  }
  const mobile = await newPage(browser, 'ja', phone);
  await mobile.goto(`${site}/`);
  await mobile.getByRole('heading', { level: 1 }).first().waitFor();
  await shoot(mobile, 'home-ja-phone');
  await mobile.context().close();
}

async function storybookPictures(browser: Browser): Promise<void> {
  const page = await newPage(browser, 'en', { width: 1440, height: 900 });
  await page.goto(`${storybook}/?path=/story/features-billing-billinghistory--desktop`);
  await page.frameLocator('#storybook-preview-iframe').locator('#storybook-root > *').first().waitFor();
  await shoot(page, 'storybook-billing-history');
  await page.goto(`${storybook}/?path=/docs/review-states-account--docs`);
  await page.frameLocator('#storybook-preview-iframe').getByRole('heading', { level: 1 }).first().waitFor();
  await shoot(page, 'storybook-review-states');
  await page.context().close();
}

async function main(): Promise<void> {
  if (process.env.SCREENSHOTS_SKIP_BUILD !== '1') {
    run('npm', ['run', '-s', 'build']);
    run('npm', ['run', '-s', 'build-storybook']);
  }
  mkdirSync(out, { recursive: true });
  const server = startSite();
  const storybookServer = startStorybook();
  let browser: Browser | undefined;
  try {
    await Promise.all([waitFor(`${site}/`), waitFor(`${storybook}/index.html`)]);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    console.log('Screenshots:');
    await sitePictures(browser);
    await storybookPictures(browser);
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    storybookServer.close();
  }
}

await main();
