/**
 * The consumer's journey of `npm run test:packages`: a fresh Vite + React app outside the workspace,
 * with its own React Router, TanStack Query and i18next, whose `src/main.tsx` is the example of
 * packages/features/README.md copied as it is. The app is type-checked, built by Vite, served beside the sandbox API
 * and opened in Chromium: the plans page must show styled plan cards, with one copy of each shared library.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { chromium } from '@playwright/test';
import { Hono } from 'hono';
import { createSandbox } from '../../packages/sandbox/src/index.ts';
import { chromiumArgs, chromiumPath } from '../../vite.shared.ts';

/** The fenced blocks of a README whose info string names a file (```tsx file=src/main.tsx), by file. */
export function readmeFiles(markdown: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of markdown.matchAll(/^```\w*[ \t]+file=(\S+)[ \t]*\n([\s\S]*?)^```[ \t]*$/gm)) {
    const [, file, body] = match;
    if (file && body !== undefined) files.set(file, body);
  }
  return files;
}

/** A consumer's strict TypeScript options; the published declarations are checked too, not only its own code. */
export const consumerCompilerOptions = {
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: false,
};

/** What `npm create vite -- --template react-ts` gives, less the demo content: the page, the config, a tsconfig. */
export function writeViteApp(dir: string, example: Map<string, string>): void {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write(
    'index.html',
    `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n    <title>Consumer</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n`,
  );
  write(
    'vite.config.ts',
    `import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [react()] });\n`,
  );
  write(
    'tsconfig.json',
    `${JSON.stringify(
      {
        compilerOptions: { ...consumerCompilerOptions, noEmit: true, types: ['vite/client'] },
        include: ['src'],
      },
      null,
      2,
    )}\n`,
  );
  for (const [file, text] of example) write(file, text);
}

/** Every copy of a package installed in the app (a second copy of React, a router or a query cache breaks context). */
export function installedCopies(dir: string, name: string): string[] {
  const found: string[] = [];
  const visit = (modules: string) => {
    if (!existsSync(modules)) return;
    if (existsSync(path.join(modules, name, 'package.json'))) {
      const { version } = JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')) as {
        version: string;
      };
      found.push(`${path.relative(dir, path.join(modules, name))}@${version}`);
    }
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const packages = entry.name.startsWith('@')
        ? readdirSync(path.join(modules, entry.name)).map((inner) => path.join(modules, entry.name, inner))
        : [path.join(modules, entry.name)];
      for (const pkg of packages) visit(path.join(pkg, 'node_modules'));
    }
  };
  visit(path.join(dir, 'node_modules'));
  return found;
}

/** Serves the built app and, on the same port, the sandbox API (a stand-in for the API the README points at). */
export async function serveApp(dist: string): Promise<{ origin: string; close: () => Promise<void> }> {
  // Served before it is built: the build needs the origin, and the files are read at each request.
  mkdirSync(dist, { recursive: true });
  const sandbox = createSandbox({ passwordIterations: 1 });
  const app = new Hono();
  app.all('/v1/*', (c) => sandbox.fetch(c.req.raw));
  app.use('*', serveStatic({ root: path.relative(process.cwd(), dist) }));
  app.get('*', serveStatic({ path: path.relative(process.cwd(), path.join(dist, 'index.html')) }));
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface RenderedApp {
  planCount: number;
  planNames: string[];
  /** The primary button's background, and the `--primary` token resolved on the same page. */
  buttonBackground: string;
  primaryToken: string;
  cardRadius: string;
  problems: string[];
}

/** Opens the app in Chromium and reads what a person sees on the plans page. */
export async function renderInChromium(url: string, listName: string, screenshot?: string): Promise<RenderedApp> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    await page.goto(url);
    const list = page.getByRole('list', { name: listName });
    await list.waitFor({ timeout: 15_000 });
    const cards = list.locator(':scope > li');
    const planNames = await cards.evaluateAll((items) =>
      items.map((item) => item.querySelector('h1, h2, h3, h4')?.textContent ?? ''),
    );
    const styles = await page.evaluate(() => {
      const button = document.querySelector<HTMLElement>('ul [data-slot="button"][data-variant="primary"]');
      const card = document.querySelector<HTMLElement>('ul [data-slot="card"]');
      const probe = document.createElement('div');
      probe.style.backgroundColor = 'var(--primary)';
      document.body.append(probe);
      const primaryToken = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return {
        buttonBackground: button ? getComputedStyle(button).backgroundColor : 'no primary button',
        primaryToken,
        cardRadius: card ? getComputedStyle(card).borderTopLeftRadius : 'no card',
      };
    });
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    return { planCount: await cards.count(), planNames, ...styles, problems };
  } finally {
    await browser.close();
  }
}
