import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { writeDeployHeaders } from './security-headers.ts';
import { readSiteSettings } from './build-settings.ts';
import { precompress } from './precompress.ts';

/** Where each language's 404 page is written: static hosts answer an unknown address with it (docs/deploy.md). */
export const NOT_FOUND_PAGES = { en: '404.html', ja: 'ja/404.html' } as const;

/**
 * The site in React Router's framework mode, with no server at run time (`ssr: false`): every page of app/routes.ts
 * is rendered to HTML at build, in English and in Japanese (a signed-in page as its shell, which the app fills in),
 * and each language's 404 page with them; the app hydrates a page as soon as its scripts arrive. Once the pages are
 * written, the build writes its security headers for static hosts, with the hashes of the inline scripts in those
 * pages, and a brotli and a gzip copy of every text file.
 */
export default {
  ssr: false,
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), '/404', '/ja/404'],
  // SITE_BUILD_DIR: another folder (the production build's check builds beside the served one).
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'dist',
  buildEnd: ({ reactRouterConfig }) => {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    // Every address is a page of its own: no path is left to the SPA fallback.
    rmSync(path.join(client, '__spa-fallback.html'), { force: true });
    for (const [language, file] of Object.entries(NOT_FOUND_PAGES)) {
      const written = path.join(client, language === 'en' ? '404' : 'ja/404');
      renameSync(path.join(written, 'index.html'), path.join(client, file));
      rmSync(written, { recursive: true });
    }
    const settings = readSiteSettings(process.env);
    writeDeployHeaders(reactRouterConfig.buildDirectory, {
      apiBaseUrl: settings.VITE_API_BASE_URL,
      videoEmbedUrl: settings.links.VITE_DEMO_VIDEO_EMBED_URL,
      errorReportUrl: settings.VITE_ERROR_REPORT_URL,
      cspReportUrl: settings.cspReportUrl,
      cspReportOnly: settings.cspReportOnly,
    });
    precompress(client);
  },
} satisfies Config;
