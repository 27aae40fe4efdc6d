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
    // No build ships source maps: a demo build may carry a live key and go public too.
    build: { sourcemap: false },
  };
});
