import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, journeyChromiumPath } from '../../vite.shared.ts';
import { PROXIED_JOURNEYS } from '../support/proxied-journeys.ts';

/**
 * The site against a server no one here wrote: Stoplight Prism, serving openapi.yaml.
 * - prism-mock: Prism's dynamic mock (random answers that obey the contract, extra properties included) behind the
 *   built site, one random world a run: the seed is printed, and `PRISM_SEED=<seed>` runs that world again. Every
 *   account screen must show what it can.
 * - prism-proxy: Prism's validating proxy (`--errors`) between the site and the sandbox; the journeys run
 *   through it, so every request the site sends and every answer the sandbox gives is checked against the contract.
 */
// Set once in the main process; the workers inherit it, so all of them see the same world.
process.env.PRISM_SEED ??= String(1 + Math.floor(Math.random() * 1_000_000));
const SEED = Number(process.env.PRISM_SEED);
// Said once, by the test runner itself (not its workers, nor a tool that only reads this file, such as knip).
if (!process.env.TEST_WORKER_INDEX && process.argv[1]?.includes('playwright')) {
  console.log(`Prism's mock world: PRISM_SEED=${SEED}`);
}
const MOCK_PORT = 4521;
const MOCK_SITE_PORT = 4531;
const SANDBOX_PORT = 4541;
const PROXY_PORT = 4542;
const PROXY_SITE_PORT = 4543;
const prism = 'SCARF_ANALYTICS=false npx prism';
const use = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: { executablePath: journeyChromiumPath, args: chromiumArgs },
};

export default defineConfig({
  testDir: '..',
  outputDir: '../.output/prism',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // CI records a trace on the retry only (recording every journey slows them all down); a real failure fails its
  // retry too, with the trace (docs/decisions/0002-test-lanes.md).
  use: { trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure' },
  projects: [
    {
      name: 'prism-mock',
      testMatch: 'prism/prism-mock.spec.ts',
      use: { ...use, baseURL: `http://127.0.0.1:${MOCK_SITE_PORT}` },
    },
    {
      name: 'prism-proxy',
      testMatch: PROXIED_JOURNEYS,
      use: { ...use, baseURL: `http://127.0.0.1:${PROXY_SITE_PORT}` },
    },
  ],
  webServer: [
    {
      command: `${prism} mock --dynamic --seed ${SEED} -p ${MOCK_PORT} openapi.yaml`,
      url: `http://127.0.0.1:${MOCK_PORT}/v1/plans`,
      cwd: '../..',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `PORT=${MOCK_SITE_PORT} API_UPSTREAM=http://127.0.0.1:${MOCK_PORT} npm run -s serve`,
      url: `http://127.0.0.1:${MOCK_SITE_PORT}/`,
      cwd: '../..',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `PORT=${SANDBOX_PORT} npm run -s serve`,
      url: `http://127.0.0.1:${SANDBOX_PORT}/`,
      cwd: '../..',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `${prism} proxy --errors -p ${PROXY_PORT} openapi.yaml http://127.0.0.1:${SANDBOX_PORT}`,
      url: `http://127.0.0.1:${PROXY_PORT}/v1/plans`,
      cwd: '../..',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `PORT=${PROXY_SITE_PORT} API_UPSTREAM=http://127.0.0.1:${PROXY_PORT} SANDBOX_UPSTREAM=http://127.0.0.1:${SANDBOX_PORT} npm run -s serve`,
      url: `http://127.0.0.1:${PROXY_SITE_PORT}/`,
      cwd: '../..',
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
