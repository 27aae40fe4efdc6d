import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, journeyChromiumPath } from '../../vite.shared.ts';
import { PROXIED_JOURNEYS } from '../support/proxied-journeys.ts';

/**
 * The site against a server no one here wrote: Stoplight Prism, serving openapi.yaml.
 * - prism-mock-<seed>: Prism's dynamic mock (random answers that obey the contract, extra properties included),
 *   three seeds, each behind the built site; every account screen must show what it can.
 * - prism-proxy: Prism's validating proxy (`--errors`) between the site and the sandbox; the journeys run
 *   through it, so every request the site sends and every answer the sandbox gives is checked against the contract.
 */
const SEEDS = [1, 2, 3] as const;
const mockPort = (seed: number) => 4520 + seed;
const mockSitePort = (seed: number) => 4530 + seed;
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
  // CI records a trace on the retry only: recording every journey (screencast and snapshots) cost 7 % (the axe
  // sweep) to 27 % (nothing-lost, 78 → 57 s) of the time; a real failure fails its retry too, with the trace
  //.
  use: { trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure' },
  projects: [
    ...SEEDS.map((seed) => ({
      name: `prism-mock-${seed}`,
      testMatch: 'prism/prism-mock.spec.ts',
      use: { ...use, baseURL: `http://127.0.0.1:${mockSitePort(seed)}` },
    })),
    {
      name: 'prism-proxy',
      testMatch: PROXIED_JOURNEYS,
      use: { ...use, baseURL: `http://127.0.0.1:${PROXY_SITE_PORT}` },
    },
  ],
  webServer: [
    ...SEEDS.flatMap((seed) => [
      {
        command: `${prism} mock --dynamic --seed ${seed} -p ${mockPort(seed)} openapi.yaml`,
        url: `http://127.0.0.1:${mockPort(seed)}/v1/plans`,
        cwd: '../..',
        reuseExistingServer: false,
        timeout: 60_000,
      },
      {
        command: `PORT=${mockSitePort(seed)} API_UPSTREAM=http://127.0.0.1:${mockPort(seed)} npm run -s serve`,
        url: `http://127.0.0.1:${mockSitePort(seed)}/`,
        cwd: '../..',
        reuseExistingServer: false,
        timeout: 60_000,
      },
    ]),
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
