import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { transformSync } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { netlifyHeadersFile } from '../../scripts/security-headers.ts';
import { workspaceResolve } from '../../vite.shared.ts';
import { readSiteSettings, settingsDefines, type SiteSettings } from './build-settings.ts';

/** Text only the sandbox's code carries (its stand-in card field): a production bundle with it fails. */
const SANDBOX_MARKERS = ['sandbox-card-', 'Holostream sandbox'];

/**
 * A production bundle holds no sandbox code and no source map reference (the build fails if it does), and its
 * `_headers` allow exactly the build's API and video origins (the public folder's copy is the demo's).
 */
function productionOnly(settings: SiteSettings): Plugin {
  let outDir = '';
  return {
    name: 'holostream:production-output',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const headers = netlifyHeadersFile({
        apiBaseUrl: settings.VITE_API_BASE_URL,
        videoEmbedUrl: settings.links.VITE_DEMO_VIDEO_EMBED_URL,
      });
      writeFileSync(path.join(outDir, '_headers'), headers);
    },
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

/**
 * The first script of every prerendered page (public/prerendered-page.js) blocks its first paint: the build serves it
 * minified (9.3 KB as written, comments and all, 3.2 KB gzipped), the source stays readable.
 */
function minifiedFirstScript(): Plugin {
  let outDir = '';
  return {
    name: 'holostream:minified-first-script',
    // The site's build, not the prerender's server build (scripts/prerender.ts), which serves nothing.
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const file = path.join(outDir, 'prerendered-page.js');
      const { code } = transformSync(readFileSync(file, 'utf8'), { loader: 'js', minify: true, target: 'es2019' });
      writeFileSync(file, code);
    },
  };
}

export default defineConfig(({ command }) => {
  // The dev server is the demo; a build is production unless HOLOSTREAM_DEMO=1 opts into the demo.
  const settings = readSiteSettings(command === 'serve' ? { HOLOSTREAM_DEMO: '1', ...process.env } : process.env);
  return {
    // The site's folder, whichever directory Vite is started from (`vite build -c apps/site/vite.config.ts`).
    root: import.meta.dirname,
    plugins: [react(), tailwindcss(), minifiedFirstScript(), ...(settings.demo ? [] : [productionOnly(settings)])],
    resolve: workspaceResolve,
    define: settingsDefines(settings),
    // The plans page's worker (src/prerender/plans-worker.ts) is a module, like the app's scripts.
    worker: { format: 'es' },
    build: {
      outDir: process.env.SITE_OUT_DIR ?? 'dist',
      sourcemap: settings.demo,
      manifest: true,
      rollupOptions: {
        // The app, and the plans page's own script (its cards before the app: scripts/prerender.ts adds it there).
        input: {
          index: path.join(import.meta.dirname, 'index.html'),
          'plans-island': path.join(import.meta.dirname, 'src/prerender/plans-island.ts'),
        },
        output: {
          // TanStack Query in one chunk: the plans page's script needs none of it, and the app's use of it, split
          // by which routes need which part, came to 1.5 KB more before the home page is interactive (test:budget).
          codeSplitting: {
            groups: [{ name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ }],
          },
        },
      },
    },
  };
});
