import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Workspace packages export their TypeScript sources under the `source` condition, so the site,
 * Storybook and Vitest use live sources while consumers of the published packages get `dist`.
 */
export const workspaceResolve = {
  conditions: ['source', ...defaultClientConditions],
};

/** The same for code Vite runs on the server side (Vitest's `node` environment). */
export const workspaceServerResolve = {
  resolve: { conditions: ['source', ...defaultServerConditions] },
};

/** Debian's Chromium: tools must never download a browser of their own on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep headless Chromium quiet on a machine without internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];
