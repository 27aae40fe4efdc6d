import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { workspaceResolve, workspaceServerResolve } from '../../vite.shared.ts';
import { readSiteSettings, settingsDefines } from './build-settings.ts';
import { productionGuard } from './production-guard.ts';

export default defineConfig(({ command }) => {
  // The dev server is the demo; a build is production unless HOLOSTREAM_DEMO=1 opts into the demo.
  const settings = readSiteSettings(command === 'serve' ? { HOLOSTREAM_DEMO: '1', ...process.env } : process.env);
  return {
    // The site's folder, whichever directory Vite is started from.
    root: import.meta.dirname,
    plugins: [tailwindcss(), reactRouter(), ...(settings.demo ? [] : [productionGuard()])],
    resolve: workspaceResolve,
    // The prerender (the server build) reads the workspace's sources too.
    ssr: workspaceServerResolve,
    define: settingsDefines(settings),
    build: {
      // No build ships source maps: a demo build may carry a live key and go public too.
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // What every page with the app runs, in one file rather than a dozen: it compresses as a whole
                // (docs/decisions/0001 has the figures).
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|tailwind-merge|clsx|class-variance-authority)[\\/]/,
                tags: ['$initial'],
              },
            ],
          },
        },
      },
    },
  };
});
