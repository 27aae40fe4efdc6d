import { existsSync, globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { keepTestPageInFront } from './.storybook/test-page/test-page-commands.ts';
import { baselineFolder } from './.storybook/visual/visual-config.ts';
import { readSiteSettings, settingsDefines } from './apps/site/build-settings.ts';
import { chromiumArgs, chromiumPath, workspaceResolve, workspaceServerResolve } from './vite.shared.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const visualRegression = process.env.VISUAL !== '0';

/**
 * Every committed baseline by its file name (story ids are unique, so are the names): a story whose picture is the
 * same as another's is compared with that one's file, wherever it is (.storybook/visual/same-pictures.json).
 */
const baselineFiles = new Map(
  globSync(['packages/*/src/**/__baselines__/*/*.png', 'apps/*/app/**/__baselines__/*/*.png'], { cwd: dirname }).map(
    (file) => [path.basename(file), path.join(dirname, file)],
  ),
);

export default defineConfig({
  // Tests and stories run the demo's settings (the example links, the sandbox).
  define: settingsDefines(readSiteSettings({ HOLOSTREAM_DEMO: '1' })),
  resolve: workspaceResolve,
  ssr: workspaceServerResolve,
  test: {
    // CI has 2 cores shared by jsdom workers and Chromium: one retry absorbs a timing hiccup, and the
    // report still names any test that needed it. A real failure fails twice and fails the run.
    retry: process.env.CI ? 1 : 0,
    projects: [
      // Components (`*.test.tsx`) get a DOM; the rest (`*.test.ts`: models, the client, the sandbox, the scripts) run
      // in Node, unless a file asks for a DOM in its first comment (`@vitest-environment jsdom`): creating jsdom
      // for every file was a large part of the unit run.
      // `isolate: false`: the files of a worker share one module graph and environment instead of importing React,
      // the router and i18next again for each file (docs/decisions/0002-test-lanes.md).
      // Every test cleans up after itself (the DOM, storage, mocks: vitest.setup.unit.ts), and animation frames do
      // not depend on jsdom's own timer, which a test's fake timers could leave stopped for every later file (the
      // setup file says how; apps/site/app/test/animation-frames.test.tsx). Both: `--project 'unit*'`.
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          isolate: false,
          include: ['packages/*/src/**/*.test.tsx', 'apps/*/app/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.unit.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/app/**/*.test.ts',
            'apps/*/*.test.ts',
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
          // A story that fails once on CI is run again (reported as flaky); a wrong story fails twice. `--bail` (npm
          // run test:stories) stops a run whose browser broke instead of letting every later story time out.
          retry: process.env.CI ? 1 : 0,
          // `npm run test:visual:update` (VISUAL_UPDATE=1): each story is pictured under its own name.
          provide: { visualUpdate: process.env.VISUAL_UPDATE === '1' },
          // One story file at a time: files running side by side in iframes of one page take focus
          // from each other, and dialogs, popovers and focus assertions then fail at random.
          fileParallelism: false,
          // And one page for all of them: a new frame per file imported Storybook's preview, React, the providers
          // and MSW's worker again, file by file (Vite serves them unbundled; docs/decisions/0002-test-lanes.md).
          // Every story starts from empty storage, signed out, with its own handlers
          // and client (preview.tsx, providers.tsx).
          isolate: false,
          // A pictured story is compared with its baseline (.storybook/visual); `npm run test:visual:update` rewrites
          // them, VISUAL=0 runs the stories without pictures. Vitest runs after-hooks last registered first: the
          // test page to the front, the picture, then the phone check, then dark contrast.
          setupFiles: [
            './.storybook/review/dialog-tag.setup.ts',
            './.storybook/themes/dark-contrast.setup.ts',
            './.storybook/responsive/phone-check.setup.ts',
            ...(visualRegression ? ['./.storybook/visual/visual-regression.setup.ts'] : []),
            // After the checks, so its after-hook runs before theirs: the test page is in front for them.
            './.storybook/test-page/test-page.setup.ts',
            // Last: every story sees the same clock and random numbers, and the files above are imported while the
            // clock still runs (story-setup.ts says why that matters).
            './.storybook/fixed-world.setup.ts',
          ],
          // The pictures are taken in afterEach: a desktop and a phone capture may each wait 15 s.
          hookTimeout: 40_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Dialogs fade in; with reduced motion (honoured by theme.css) every story sees its final frame. The time
              // zone and locale are fixed too: a story reads the same on any machine.
              contextOptions: { reducedMotion: 'reduce', timezoneId: 'UTC', locale: 'en-US' },
            }),
            instances: [{ browser: 'chromium' }],
            commands: { keepTestPageInFront },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliasing may differ by a few pixels between runs; a changed word or colour does not.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 20 },
                // Beside the story file, one picture per story (and per width): one browser, one platform.
                // (__screenshots__, Vitest's folder for failure pictures, stays ignored by git.)
                // The folder drops `.stories.tsx`: a folder named like a story file would match story globs.
                resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext }) => {
                  const own = path.join(
                    root,
                    testFileDirectory,
                    '__baselines__',
                    baselineFolder(testFileName),
                    `${arg}${ext}`,
                  );
                  return existsSync(own) ? own : (baselineFiles.get(`${arg}${ext}`) ?? own);
                },
              },
            },
          },
        },
      },
    ],
  },
});
