import type { Config } from '@react-router/dev/config';
import { writeDeployHeaders } from './security-headers.ts';
// React Router's CLI loads this file without the workspace's `source` condition: the table's own module, by path.
import { prerenderedPaths } from '../../packages/features/src/shared/routes/route-table.ts';
import { readSiteSettings } from './build-settings.ts';

/**
 * The site in React Router's framework mode, with no server at run time (`ssr: false`): the public routes of the
 * route table are rendered to HTML at build, every other path is answered by the SPA fallback
 * (`__spa-fallback.html`), and the app hydrates as soon as its scripts arrive. Once the pages are written, the
 * build writes its security headers for static hosts, with the hashes of the inline scripts in those pages.
 */
export default {
  ssr: false,
  prerender: prerenderedPaths,
  // SITE_BUILD_DIR: another folder (the production build's check builds beside the served one).
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'dist',
  buildEnd: ({ reactRouterConfig }) => {
    const settings = readSiteSettings(process.env);
    writeDeployHeaders(reactRouterConfig.buildDirectory, {
      apiBaseUrl: settings.VITE_API_BASE_URL,
      videoEmbedUrl: settings.links.VITE_DEMO_VIDEO_EMBED_URL,
      errorReportUrl: settings.VITE_ERROR_REPORT_URL,
      cspReportUrl: settings.cspReportUrl,
      cspReportOnly: settings.cspReportOnly,
    });
  },
} satisfies Config;
