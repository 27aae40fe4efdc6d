import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, journeyChromiumPath } from '../vite.shared.ts';
import { PHONE } from './support/phone.ts';
import { PROXIED_JOURNEYS } from './support/proxied-journeys.ts';

const port = Number(process.env.E2E_PORT ?? 4317);
/**
 * Two workers, each with a sandbox world of its own: the site served once per worker, on `port` + the worker's
 * index (support/test.ts gives each worker its address), so one journey's reset never lands in another's world.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** Journeys against the built site served exactly as `npm start` serves it, in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The Prism runs have their own servers (e2e/prism/playwright.config.ts).
  testIgnore: 'prism/**',
  // One folder per port: runs serving on different ports (parallel work) must not delete each other's traces.
  outputDir: `./.output/${port}`,
  // A file's journeys run in order in one worker; the files are shared between the workers.
  fullyParallel: false,
  workers: E2E_WORKERS,
  // One retry on CI (reported as flaky); a real failure fails both attempts.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // CI records a trace on the retry only (recording every journey slows them all down); a real failure fails its
    // retry too, with the trace (docs/decisions/0002-test-lanes.md).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: journeyChromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      // The proxied journeys run once, through Prism's validating proxy (`npm run test:e2e:prism`).
      testIgnore: ['prism/**', 'phone.spec.ts', ...PROXIED_JOURNEYS],
    },
    // The journeys that differ on a phone: the menu, the account tabs, the billing cards, checkout.
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], channel: undefined, ...PHONE },
      testMatch: ['phone.spec.ts', 'checkout.spec.ts'],
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: `PORT=${port + index} npm run -s serve`,
    url: `http://127.0.0.1:${port + index}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  })),
});
