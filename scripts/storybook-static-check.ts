/**
 * `npm run test:storybook-static` (part of `npm test`): the static Storybook is deployable as it is. It builds it (`npm run build-storybook`), serves `storybook-static/` from a sub-folder, as GitHub Pages
 * serves a repository's site (`/<repository>/`, .github/workflows/storybook.yml), and opens it in Chromium:
 * - the manager lists the review pages and the stories;
 * - a story that gets its data from the sandbox through MSW's service worker shows that data (the worker is
 *   registered beside the page, not at the host's root);
 * - no request for one of its files leaves the sub-folder, and the page logs no error;
 * - the Dialogs review page comes first and frames every dialog story, the first with its dialog open.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../vite.shared.ts';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'storybook-static');
const FOLDER = '/holostream-web/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

function check(condition: boolean, what: string, problems: string[]): void {
  console.log(`${condition ? '✓' : '✗'} ${what}`);
  if (!condition) problems.push(what);
}

/**
 * The Dialogs review page is the first of the review pages, and frames every story tagged `dialog`, each in a frame
 * of its own (the stories of the error dialogs log their errors: not counted here).
 */
async function checkDialogsPage(browser: Browser, base: string, problems: string[]): Promise<void> {
  const page = await browser.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await page.goto(base);
  const review = page.locator('#storybook-explorer-tree').getByText('Review', { exact: true });
  await review.waitFor({ timeout: 60_000 });
  const firstReviewPage = await page
    .locator('#storybook-explorer-tree [data-item-id^="review-"]')
    .first()
    .getAttribute('data-item-id');
  check(firstReviewPage === 'review-dialogs--docs', `Dialogs is the first review page (${firstReviewPage})`, problems);

  await page.goto(`${base}iframe.html?id=review-dialogs--docs&viewMode=docs`);
  const count = page.getByTestId('dialog-count');
  await count.waitFor({ timeout: 30_000 }).catch(() => undefined);
  const frames = page.locator('iframe[data-story-id]');
  const total = await frames.count();
  // The frames load one after another; the first one open shows the page works from the static build. That each
  // dialog story ends with its dialog open is its own story's test (.storybook/review/dialog-tag.setup.ts).
  const first = await frames.first().getAttribute('data-story-id');
  const open = await page
    .frameLocator(`iframe[data-story-id="${first}"]`)
    .locator('[role="dialog"], [role="alertdialog"]')
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  check(
    total >= 30 && open,
    `the Dialogs page frames ${total} dialog stories (${(await count.textContent()) ?? 'no count'}); the first, ${first}, shows its dialog${open ? '' : ': NOT OPEN'}`,
    problems,
  );
  await page.close();
}

async function main() {
  if (process.env.STORYBOOK_STATIC_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', '-s', 'build-storybook'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const outside: string[] = [];
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!pathname.startsWith(FOLDER)) {
      outside.push(`${pathname} from ${request.headers.referer ?? 'no page'}`);
      response.writeHead(404).end();
      return;
    }
    let file = path.join(output, pathname.slice(FOLDER.length));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file.startsWith(output) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${FOLDER}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const problems: string[] = [];
  try {
    const page = await browser.newPage({ locale: 'en-US' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(base);
    const sidebar = page.locator('#storybook-explorer-tree');
    await sidebar.getByText('Review', { exact: true }).waitFor({ timeout: 60_000 });
    check(
      await sidebar.getByText('Features', { exact: true }).isVisible(),
      'the manager lists the review pages and the stories',
      problems,
    );

    // A screen whose data comes from the sandbox through MSW (team members of the demo account).
    await page.goto(`${base}iframe.html?id=features-team-teamtab--admin&viewMode=story`);
    const members = page.getByRole('list', { name: 'Members' });
    await members
      .getByText('mika')
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    check(
      await members.getByText('mika').isVisible(),
      'a story shows its data from the sandbox (MSW worker in the sub-folder)',
      problems,
    );
    // A feature's introduction (an MDX docs page): what it does, its endpoints and its states.
    await page.goto(`${base}iframe.html?id=features-team-introduction--docs&viewMode=docs`);
    await page
      .getByRole('heading', { level: 1, name: 'Team' })
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    check(
      (await page.getByText('GET /v1/org/{id}/member', { exact: true }).isVisible()) &&
        (await page.getByText('team.admin', { exact: true }).isVisible()) &&
        (await page.getByRole('link', { name: /^TeamTab · / }).count()) > 0,
      "a feature's introduction shows its endpoints and links its states' stories",
      problems,
    );
    // A feature component's autodocs page: its description, its props with their JSDoc, its stories as links.
    await page.goto(`${base}iframe.html?id=features-team-teamtab--docs&viewMode=docs`);
    await page
      .getByTestId('story-links')
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    check(
      (await page.getByText('The clock of the invitation-code countdown', { exact: false }).isVisible()) &&
        (await page.getByTestId('story-links').getByRole('link').count()) > 10,
      "a feature component's autodocs page shows its props' JSDoc and links its stories",
      problems,
    );
    await page.goto(`${base}iframe.html?id=features-team-teamtab--admin&viewMode=story`);
    await members
      .getByText('mika')
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? '');
    check(scope === base, `the MSW worker is registered for the sub-folder (${scope || 'none'})`, problems);
    check(
      outside.length === 0,
      `no request leaves the sub-folder${outside.length ? ` (${outside.join(', ')})` : ''}`,
      problems,
    );
    check(errors.length === 0, `no error logged${errors.length ? `: ${errors.join(' | ')}` : ''}`, problems);
    await checkDialogsPage(browser, base, problems);
  } finally {
    await browser.close();
    server.close();
  }
  if (problems.length > 0) {
    console.error(`static Storybook: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('static Storybook: deployable from a sub-folder');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
