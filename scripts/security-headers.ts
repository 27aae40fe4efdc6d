/**
 * The site's security headers, in one place. `scripts/serve.ts` (npm start, e2e) sends them, and the deploy
 * files for static hosts are generated from here: `apps/site/public/_headers` (Netlify, Cloudflare Pages; Vite
 * copies it into the build) and `deploy/nginx/security-headers.conf`. `security-headers.test.ts` fails when a
 * file no longer matches, so the served and the deployed headers cannot drift apart.
 *
 * CLI (Node 22, from the repository root):
 *   npx tsx scripts/security-headers.ts                  rewrite both checked-in files (same-origin API)
 *   npx tsx scripts/security-headers.ts --format netlify print the `_headers` file for VITE_API_BASE_URL
 *   npx tsx scripts/security-headers.ts --format nginx   print the nginx snippet for VITE_API_BASE_URL
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LINK_SETTINGS } from '../apps/site/build-settings.ts';

const DEMO_VIDEO_EMBED_URL = LINK_SETTINGS.VITE_DEMO_VIDEO_EMBED_URL.demo;

/** What the policy depends on; both are known when the site is built. */
export interface SecurityHeaderOptions {
  /** The build's `VITE_API_BASE_URL`: its origin may be called. Empty or absent: the API is on the site's origin. */
  apiBaseUrl?: string | undefined;
  /** The demo video's embed address (the home page's player iframe): its origin may be framed. */
  videoEmbedUrl?: string;
}

/**
 * Stripe.js and Elements, as Stripe's integration security guide lists them: the script and its iframes come
 * from js.stripe.com (and its subdomains), 3-D Secure pages from hooks.stripe.com, the fraud-signal frame from
 * m.stripe.network; API calls go to api.stripe.com, and card brand images live under *.stripe.com.
 */
export const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://m.stripe.network'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
} as const;

/** The origin of an absolute http(s) address; throws on anything else, so a typo never yields a silent policy. */
export function originOf(url: string, what: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${what} must be an absolute http(s) URL, got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${what} must be an http(s) URL, got "${url}"`);
  }
  return parsed.origin;
}

/** The Content-Security-Policy directives of every page of the site, in order. */
export function siteCspDirectives({ apiBaseUrl, videoEmbedUrl = DEMO_VIDEO_EMBED_URL }: SecurityHeaderOptions = {}): [
  directive: string,
  ...sources: string[],
][] {
  const api = apiBaseUrl?.trim() ? [originOf(apiBaseUrl.trim(), 'VITE_API_BASE_URL')] : [];
  return [
    ['default-src', "'self'"],
    // No inline script and no eval: the build emits module files only (index.html has no inline script).
    ['script-src', "'self'", ...STRIPE_ORIGINS.script],
    // Stylesheets are files. Radix's scroll lock (react-remove-scroll) injects a <style> element with a
    // measured scrollbar width while a dialog, sheet or menu is open; its text varies, so no hash can cover it.
    // Style attributes stay blocked: React, Radix and the sandbox card field set styles through the CSSOM,
    // which CSP does not govern.
    ['style-src', "'self'"],
    ['style-src-elem', "'self'", "'unsafe-inline'"],
    ['style-src-attr', "'none'"],
    ['img-src', "'self'", 'data:', ...STRIPE_ORIGINS.img],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...api, ...STRIPE_ORIGINS.connect],
    ['frame-src', ...STRIPE_ORIGINS.frame, originOf(videoEmbedUrl, 'The demo video embed URL')],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
}

/** Directives as a header value. */
export function serializeCsp(directives: readonly (readonly string[])[]): string {
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Features no page uses are switched off; payment stays for this page and Stripe's frames (Payment Request). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self "https://js.stripe.com")',
  'usb=()',
].join(', ');

/** Headers every answer gets, the site's pages and the API's alike. */
const COMMON_HEADERS = {
  // Browsers ignore it on plain http (npm start); on https it keeps every later visit on https for two years.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
} as const;

/** The headers of every response of the site (pages, the SPA fallback, assets). */
export function siteSecurityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': serializeCsp(siteCspDirectives(options)),
    ...COMMON_HEADERS,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The API answers JSON (and the sandbox's plain invoice page): nothing in them may load or run anything. */
export function apiSecurityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    ...COMMON_HEADERS,
    'Referrer-Policy': 'no-referrer',
  };
}

const GENERATED_NOTE =
  'Generated by scripts/security-headers.ts; edit that file, then run `npx tsx scripts/security-headers.ts`.';

/** The `_headers` file of Netlify and Cloudflare Pages: every path of the static site. */
export function netlifyHeadersFile(options: SecurityHeaderOptions = {}): string {
  const lines = Object.entries(siteSecurityHeaders(options)).map(([name, value]) => `  ${name}: ${value}`);
  return [`# ${GENERATED_NOTE}`, '/*', ...lines, ''].join('\n');
}

/** An nginx snippet to `include` in the site's `server` (and in every `location` that has add_header of its own). */
export function nginxSnippet(options: SecurityHeaderOptions = {}): string {
  const lines = Object.entries(siteSecurityHeaders(options)).map(
    // `always`: error pages get the headers too; the values never hold a double quote that is not escaped.
    ([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
  );
  return [`# ${GENERATED_NOTE}`, ...lines, ''].join('\n');
}

const root = path.resolve(import.meta.dirname, '..');
/** The checked-in deploy files, all for the default build (the API on the site's own origin). */
export const DEPLOY_FILES = {
  netlify: path.join(root, 'apps/site/public/_headers'),
  nginx: path.join(root, 'deploy/nginx/security-headers.conf'),
} as const;

function main(args: string[]): void {
  const formatIndex = args.indexOf('--format');
  if (formatIndex === -1) {
    writeFileSync(DEPLOY_FILES.netlify, netlifyHeadersFile());
    writeFileSync(DEPLOY_FILES.nginx, nginxSnippet());
    console.log(`Wrote ${path.relative(root, DEPLOY_FILES.netlify)} and ${path.relative(root, DEPLOY_FILES.nginx)}.`);
    return;
  }
  const format = args[formatIndex + 1];
  const options = { apiBaseUrl: process.env.VITE_API_BASE_URL };
  if (format === 'netlify') process.stdout.write(netlifyHeadersFile(options));
  else if (format === 'nginx') process.stdout.write(nginxSnippet(options));
  else throw new Error(`--format must be netlify or nginx, got "${format ?? ''}"`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main(process.argv.slice(2));
