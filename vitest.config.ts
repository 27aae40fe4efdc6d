import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath, workspaceResolve } from './vite.shared.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: workspaceResolve,
  test: {
    // CI has 2 cores shared by jsdom workers and Chromium: one retry absorbs a timing hiccup, and the
    // report still names any test that needed it. A real failure fails twice and fails the run.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            '.storybook/**/*.test.ts',
          ],
          setupFiles: ['./vitest.setup.unit.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Dialogs fade in; with reduced motion (honoured by theme.css) every story sees its final frame.
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
