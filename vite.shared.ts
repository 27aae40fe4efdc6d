import { existsSync } from 'node:fs';
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

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`, Chromium's old headless mode, the one
 * Playwright itself runs headless): the same engine without the browser's window and compositor work, so the
 * journeys run about a third faster (docs/decisions/0002-test-lanes.md). The journeys
 * use it when it is there (.ci/run installs it), else the full browser. The story pictures and Lighthouse stay on the
 * full browser: their baselines and figures were made there.
 */
export const journeyChromiumPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath);

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
