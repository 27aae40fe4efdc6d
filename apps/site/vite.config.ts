import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { workspaceResolve, workspaceServerResolve } from '../../vite.shared.ts';
import { readSiteSettings, settingsDefines } from './build-settings.ts';

/** Text only the sandbox's code carries (its stand-in card field): a production bundle with it fails. */
const SANDBOX_MARKERS = ['sandbox-card-', 'Holostream sandbox'];

/** A production bundle holds no sandbox code and no source map reference: the build fails if it does. */
function productionOnly(): Plugin {
  return {
    name: 'holostream:production-output',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        const text = file.type === 'chunk' ? file.code : typeof file.source === 'string' ? file.source : '';
        const marker = SANDBOX_MARKERS.find((candidate) => text.includes(candidate));
        if (marker) this.error(`${file.fileName} holds sandbox code ("${marker}") in a production build`);
        if (file.fileName.endsWith('.map') || /sourceMappingURL=/.test(text)) {
          this.error(`${file.fileName}: a production build ships no source maps`);
        }
      }
    },
  };
}

export default defineConfig(({ command }) => {
  // The dev server is the demo; a build is production unless HOLOSTREAM_DEMO=1 opts into the demo.
  const settings = readSiteSettings(command === 'serve' ? { HOLOSTREAM_DEMO: '1', ...process.env } : process.env);
  return {
    // The site's folder, whichever directory Vite is started from.
    root: import.meta.dirname,
    plugins: [tailwindcss(), reactRouter(), ...(settings.demo ? [] : [productionOnly()])],
    resolve: workspaceResolve,
    // The prerender (the server build) reads the workspace's sources too.
    ssr: workspaceServerResolve,
    define: settingsDefines(settings),
    build: { sourcemap: settings.demo },
  };
});
