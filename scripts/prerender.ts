/**
 * Prerenders the public routes into the built site (part of `npm run build`): each page's first
 * render, English and signed out, goes into `apps/site/dist/<route>/index.html`, so the browser
 * paints the page before any JavaScript has run (Lighthouse LCP on a phone). The app then hydrates
 * it (src/main.tsx, src/prerender/); public/prerendered-page.js hides it from a visitor who would see
 * something else (Japanese, signed in, another path falling back to index.html) and loads the app's
 * scripts when the page needs them.
 *
 * The HTML comes from React's static renderer in Node, no browser: Vite builds the site's prerender entry
 * (src/prerender/render-page.tsx, the app's own tree in a memory router) for the server, with the site's
 * settings, and each route is rendered with it. A route that fails to render fails the build, naming the
 * route and the reason.
 *
 * Environment: SITE_DIST (default apps/site/dist).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';

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
 * The plans page's own script, a build entry of the site (apps/site/vite.config.ts): it asks the API for the plans
 * and draws them into the prerendered page from the template below, before the app (issue 19, goal 1).
 */
export const PLANS_ISLAND_ENTRY = 'src/prerender/plans-island.ts';

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
  /**
   * Tags of the page's own scripts (the plans page's cards before the app), kept inert in <template id="page-scripts">
   * until public/prerendered-page.js sees the page painted.
   */
  ownScripts?: string[];
  /** Inert <template> elements after #root, for the page's own scripts. */
  templates?: string[];
}

/** Vite's tags for the app's scripts in the shell's <head>: the entry and the modules it preloads. */
const APP_SCRIPT_TAGS = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/**
 * The shell with the page in it: its path marked for public/prerendered-page.js (which runs first), the page's own
 * scripts and their templates if it has any, its title, its HTML in #root, the rules of its former style attributes in a <style> element (the CSP
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
    .replace(/<html([^>]*)>/, `<html$1 data-prerendered="${page.route}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`)
    .replace(APP_SCRIPT_TAGS, '')
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () =>
      [
        `<div id="root">${page.html}</div>`,
        ...(page.templates ?? []),
        ...(page.ownScripts ? [`<template id="page-scripts">${page.ownScripts.join('')}</template>`] : []),
        `<template id="app-scripts">${appScripts.join('')}</template>`,
      ].join('\n    '),
    );
}

/**
 * Makes the HTML of React's static renderer fit to be served as it is:
 * - each style attribute (Radix sets a few, e.g. on a checkbox's hidden native input) becomes a class
 *   with the same declarations, returned as rules; hydration leaves the classes in place (React does
 *   not rewrite a class name it did not change);
 * - a form without a method gets `post`: with JavaScript off the browser sends it itself, and a GET
 *   would put what was typed (a password) in the address. The app never lets a form submit natively.
 */
export function prepareStaticHtml(
  html: string,
  document: Document = new JSDOM('').window.document,
): { html: string; styleRules: string[] } {
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

/** What Vite's manifest says of a chunk (apps/site/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The tags that run a build entry on a page: its module script, and a preload for each chunk it imports (directly
 * or not), so the browser asks for them at once instead of one after another.
 */
export function entryScriptTags(manifest: Record<string, ManifestChunk>, entry: string): string[] {
  const chunk = manifest[entry];
  if (!chunk?.isEntry) throw new Error(`the build has no entry ${entry}`);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      const file = manifest[imported]?.file;
      if (!file || preloads.has(file)) continue;
      preloads.add(file);
      visit(imported);
    }
  };
  visit(entry);
  return [
    `<script type="module" crossorigin src="/${chunk.file}"></script>`,
    ...[...preloads].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}

/**
 * The plans list of a plans page rendered with the template plans, as an inert <template> with `id`: what the
 * page's own script draws the real plans from. Fails when the page drew no list, or one with inline styles (the
 * CSP allows none, and a template's copies could not take them as classes).
 */
export function plansTemplate(html: string, id: string, document: Document = new JSDOM('').window.document): string {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  const list = holder.content.querySelector('[data-plan-id]')?.closest('ul');
  if (!list) throw new Error('the plans page drew no list of plans from the template plans');
  if (list.querySelector('[style]')) throw new Error('the plans list has inline styles');
  return `<template id="${id}">${list.outerHTML}</template>`;
}

/** The page's title: React 19 writes the layout's <title> first in the HTML (hydration hoists it into <head>). */
export function titleOf(html: string): string {
  const title = /^<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (title === undefined) throw new Error('the page has no <title> first in its HTML');
  return title
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** What the site's prerender entry (apps/site/src/prerender/render-page.tsx) exports. */
interface Renderer {
  renderPage: (route: string) => Promise<string>;
  renderPlansTemplate: () => Promise<string>;
  PLANS_TEMPLATE_ID: string;
}

/** The site's prerender entry, built by Vite for Node with the same settings as the site. */
async function buildRenderer(outDir: string): Promise<Renderer> {
  await build({
    configFile: path.join(root, 'apps/site/vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender/render-page.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: 'render-page.js' } },
    },
  });
  return (await import(pathToFileURL(path.join(outDir, 'render-page.js')).href)) as Renderer;
}

async function main() {
  const shellFile = path.join(dist, 'index.html');
  if (!existsSync(shellFile)) throw new Error(`No built site at ${dist}: run vite build first.`);
  // The empty shell, kept before "/" overwrites index.html (it stays the fallback of every route).
  const shell = readFileSync(shellFile, 'utf8');
  if (shell.includes('data-prerendered=')) throw new Error('index.html is already prerendered: build again first.');

  // Inside the project, so that Node finds the packages the server build leaves external.
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, 'prerender-'));
  try {
    const renderer = await buildRenderer(outDir);
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const written: string[] = [];
    for (const route of PRERENDERED_ROUTES) {
      let page: CapturedPage;
      try {
        const html = await renderer.renderPage(route);
        page = { route, title: titleOf(html), ...prepareStaticHtml(html) };
        if (route === '/plans') {
          page.ownScripts = entryScriptTags(manifest, PLANS_ISLAND_ENTRY);
          page.templates = [plansTemplate(await renderer.renderPlansTemplate(), renderer.PLANS_TEMPLATE_ID)];
        }
      } catch (error) {
        throw new Error(`prerender: ${route} failed: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
      const file = path.join(dist, routeFile(route));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, fillShell(shell, page));
      written.push(`${route} (${(page.html.length / 1024).toFixed(1)} KB)`);
    }
    console.log(`prerendered ${written.length} routes: ${written.join(', ')}`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
