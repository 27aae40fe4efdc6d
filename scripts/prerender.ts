/**
 * Prerenders the public routes into the built site (part of `npm run build`): each page's first
 * render, English and signed out, goes into `apps/site/dist/<route>/index.html`, so the browser
 * paints the page before any JavaScript has run (Lighthouse LCP on a phone). The app then hydrates
 * it (src/main.tsx, src/prerender/); public/prerendered-page.js hides it from a visitor who would see
 * something else (Japanese, signed in, another path falling back to index.html) and loads the app's
 * scripts once the page has painted.
 *
 * The HTML comes from the built app itself in Debian Chromium, with API calls held unanswered, so
 * each page is captured in the state the app's first render shows (plans still loading), written by
 * React's server renderer so that hydration matches it (src/prerender/capture.ts).
 * Without Chromium it says so and leaves the site as it is: a single-page app that works the same.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), SITE_DIST (default apps/site/dist).
 */
import { existsSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../vite.shared.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.SITE_DIST ?? 'apps/site/dist');

/** The public routes of spec §2: the same for every visitor until the app knows who they are. */
export const PRERENDERED_ROUTES = [
  '/',
  '/about',
  '/plans',
  '/contact',
  '/legal',
  '/commercial-disclosure',
  '/login',
  '/signup',
  '/reset-password',
];

/**
 * Public routes whose app loads as soon as the page has painted: the plans are of no use until the app has
 * loaded them from the API, and a form's hand-over of what was typed is proven for an app that arrives after the
 * page has painted (loaded on the first keystroke instead, it arrives mid-typing, and under a slow CPU the caret
 * was put back at the start in 2 of 10 visits: not yet safe). Every other prerendered page is whole in its HTML,
 * and its app loads on the visitor's first act (a press, a key, a focus: public/prerendered-page.js), so a visit
 * that only reads fetches no JavaScript beyond that script.
 */
export const APP_AT_ONCE_ROUTES = new Set(['/plans', '/login', '/signup', '/reset-password']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** The file a prerendered route is written to. */
export function routeFile(route: string): string {
  return route === '/' ? 'index.html' : path.join(route.slice(1), 'index.html');
}

/** A captured page: its path, its document title, the HTML of #root and the CSS rules its HTML needs. */
export interface CapturedPage {
  route: string;
  title: string;
  html: string;
  styleRules: string[];
}

/** Vite's tags for the app's scripts in the shell's <head>: the entry and the modules it preloads. */
const APP_SCRIPT_TAGS = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/**
 * The shell with the page in it: its path and when its app loads marked for public/prerendered-page.js (which
 * runs first),
 * its title, its HTML in #root, the rules of its former style attributes in a <style> element (the CSP
 * allows elements, not attributes), and the app's scripts moved into an inert <template> that
 * prerendered-page.js brings to life once the page has painted.
 */
export function fillShell(shell: string, page: CapturedPage): string {
  const escapedTitle = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const appScripts = (shell.match(APP_SCRIPT_TAGS) ?? []).map((tag) => tag.trim());
  if (appScripts.length === 0) throw new Error('The shell has no module script: is it a Vite build?');
  const head = [
    '<script src="/prerendered-page.js"></script>',
    ...(page.styleRules.length > 0 ? [`<style>${page.styleRules.join('')}</style>`] : []),
  ];
  return shell
    .replace(
      /<html([^>]*)>/,
      `<html$1 data-prerendered="${page.route}" data-app-load="${APP_AT_ONCE_ROUTES.has(page.route) ? 'at-once' : 'on-intent'}">`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`)
    .replace(APP_SCRIPT_TAGS, '')
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div>\n    <template id="app-scripts">${appScripts.join('')}</template>`,
    );
}

/**
 * Runs in the page on the HTML of React's server renderer, and makes it fit to be served as it is:
 * - each style attribute (Radix sets a few, e.g. on a checkbox's hidden native input) becomes a class
 *   with the same declarations, returned as rules; hydration leaves the classes in place (React does
 *   not rewrite a class name it did not change);
 * - a form without a method gets `post`: with JavaScript off the browser sends it itself, and a GET
 *   would put what was typed (a password) in the address. The app never lets a form submit natively.
 */
export function prepareStaticHtml(html: string): { html: string; styleRules: string[] } {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const form of template.content.querySelectorAll('form:not([method])')) form.setAttribute('method', 'post');
  const rules = new Map<string, string>();
  for (const element of template.content.querySelectorAll<HTMLElement>('[style]')) {
    const declarations = element.getAttribute('style')?.trim() ?? '';
    element.removeAttribute('style');
    if (!declarations) continue;
    let name = rules.get(declarations);
    if (!name) {
      name = `prerendered-style-${rules.size + 1}`;
      rules.set(declarations, name);
    }
    element.classList.add(name);
  }
  return {
    html: template.innerHTML,
    styleRules: [...rules].map(([declarations, name]) => `.${name}{${declarations}}`),
  };
}

async function main() {
  const shellFile = path.join(dist, 'index.html');
  if (!existsSync(shellFile)) throw new Error(`No built site at ${dist}: run vite build first.`);
  if (!existsSync(chromiumPath)) {
    console.warn(`prerender: no Chromium at ${chromiumPath}; the public pages stay client-rendered.`);
    return;
  }
  // The empty shell, kept before "/" overwrites index.html (it stays the fallback of every route).
  const shell = readFileSync(shellFile, 'utf8');
  if (shell.includes('data-prerendered=')) throw new Error('index.html is already prerendered: build again first.');

  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(dist, pathname);
    const isAsset = file.startsWith(dist + path.sep) && path.extname(file) !== '' && existsSync(file);
    response.writeHead(200, { 'content-type': TYPES[path.extname(isAsset ? file : shellFile)] ?? 'text/plain' });
    response.end(isAsset ? readFileSync(file) : shell);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1200, height: 900 } });
    // The API (same origin under /v1 or elsewhere) never answers: the capture is the first render.
    await context.route(
      (url) => url.origin !== origin || url.pathname.startsWith('/v1/') || url.pathname.startsWith('/__sandbox/'),
      () => undefined,
    );
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    // src/router/prerender-capture.ts calls this with the page as React's server renderer writes it.
    let received: (html: string) => void = () => undefined;
    await page.exposeFunction('holostreamPrerender', (html: string) => received(html));
    const shells: string[] = [];
    for (const route of PRERENDERED_ROUTES) {
      const serverHtml = new Promise<string>((resolve) => (received = resolve));
      await page.goto(`${origin}${route}`);
      // The client render's effects set the document title (the server renderer runs none).
      await page.waitForFunction(() => document.title !== 'Holostream' || location.pathname === '/');
      const html = await serverHtml;
      if (errors.length > 0) throw new Error(`prerender: ${route} failed: ${errors.map((e) => e.message).join('; ')}`);
      const title = await page.title();
      const captured = await page.evaluate(prepareStaticHtml, html);
      const file = path.join(dist, routeFile(route));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, fillShell(shell, { route, title, ...captured }));
      shells.push(`${route} (${(captured.html.length / 1024).toFixed(1)} KB)`);
    }
    console.log(`prerendered ${shells.length} routes: ${shells.join(', ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
