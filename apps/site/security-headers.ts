/**
 * The site's security headers, in one place. `scripts/serve.ts` (npm start, e2e) sends them, and every build writes
 * the deploy files for static hosts from here (`writeDeployHeaders`, called by react-router.config.ts): `_headers`
 * (Netlify, Cloudflare Pages) and the nginx snippet, with the build's own origins and inline-script hashes.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LINK_SETTINGS } from './build-settings.ts';
import { TRUSTED_TYPES_POLICY } from './app/services/trusted-types.ts';

const DEMO_VIDEO_EMBED_URL = LINK_SETTINGS.VITE_DEMO_VIDEO_EMBED_URL.demo;

/** What the policy depends on; both are known when the site is built. */
export interface SecurityHeaderOptions {
  /** The build's `VITE_API_BASE_URL`: its origin may be called. Empty or absent: the API is on the site's origin. */
  apiBaseUrl?: string | undefined;
  /** The demo video's embed address (the home page's player iframe): its origin may be framed. */
  videoEmbedUrl?: string;
  /** The `'sha256-…'` sources of the inline scripts the build wrote into its pages (`builtPageHashes`). */
  scriptHashes?: readonly string[];
  /** The `'sha256-…'` sources of the style attributes its pages hold (`builtPageHashes`). */
  styleHashes?: readonly string[];
  /** The build's `VITE_ERROR_REPORT_URL`: the page sends its error reports there (connect-src). */
  errorReportUrl?: string | undefined;
  /** Where browsers send the policy's violations (`report-uri`, and `report-to` with `Reporting-Endpoints`). */
  cspReportUrl?: string | undefined;
  /** Report violations without blocking anything (`Content-Security-Policy-Report-Only`): for a first deploy. */
  cspReportOnly?: boolean;
}

/** Every inline `<script>` of an HTML text (none with `src`), as the browser hashes it: its exact text. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes))
    .map(([, , text = '']) => text)
    .filter((text) => text !== '');
}

/** Every `style` attribute's value in an HTML text (Radix writes a few into prerendered tabs). */
export function styleAttributes(html: string): string[] {
  return [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value = '']) => value.replaceAll('&quot;', '"'));
}

/**
 * The hashes a built site's pages (in `clientDir`) need allowed, once each, sorted: every inline script (React Router
 * writes its context and module loader into each prerendered page, React its streaming helpers, the root the
 * visitor check) and every style attribute. Allowed by hash, exactly these: no `'unsafe-inline'`.
 */
export function builtPageHashes(clientDir: string): Pick<SecurityHeaderOptions, 'scriptHashes' | 'styleHashes'> {
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => readFileSync(path.join(clientDir, file), 'utf8'));
  const hashes = (find: (html: string) => string[]) =>
    [
      ...new Set(pages.flatMap(find).map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`)),
    ].sort();
  return { scriptHashes: hashes(inlineScripts), styleHashes: hashes(styleAttributes) };
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
export function siteCspDirectives({
  apiBaseUrl,
  videoEmbedUrl = DEMO_VIDEO_EMBED_URL,
  scriptHashes = [],
  styleHashes = [],
  errorReportUrl,
  cspReportUrl,
}: SecurityHeaderOptions = {}): [directive: string, ...sources: string[]][] {
  const api = apiBaseUrl?.trim() ? [originOf(apiBaseUrl.trim(), 'VITE_API_BASE_URL')] : [];
  const reports = errorReportUrl?.trim() ? [originOf(errorReportUrl.trim(), 'VITE_ERROR_REPORT_URL')] : [];
  const violations = cspReportUrl?.trim()
    ? [['report-uri', cspReportUrl.trim()] as [string, string], ['report-to', CSP_REPORT_GROUP] as [string, string]]
    : [];
  return [
    ['default-src', "'self'"],
    // No eval, and no inline script but the build's own, each allowed by its hash.
    ['script-src', "'self'", ...scriptHashes, ...STRIPE_ORIGINS.script],
    // Stylesheets are files. Radix's scroll lock (react-remove-scroll) injects a <style> element with a
    // measured scrollbar width while a dialog or menu is open; its text varies, so no hash can cover it.
    ['style-src', "'self'"],
    ['style-src-elem', "'self'", "'unsafe-inline'"],
    // Style attributes set by script go through the CSSOM, which CSP does not govern; the few a prerendered page
    // holds (Radix's tabs) are allowed by hash.
    ['style-src-attr', ...(styleHashes.length > 0 ? ["'unsafe-hashes'", ...styleHashes] : ["'none'"])],
    ['img-src', "'self'", 'data:', ...STRIPE_ORIGINS.img],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...api, ...reports, ...STRIPE_ORIGINS.connect],
    ['frame-src', ...STRIPE_ORIGINS.frame, originOf(videoEmbedUrl, 'The demo video embed URL')],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    // No string becomes a script, a script's address or HTML but through the page's one policy, which lets only
    // Stripe's script through (app/services/trusted-types.ts).
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', TRUSTED_TYPES_POLICY],
    ...violations,
  ];
}

/** The Reporting API group the policy's violations go to (`Reporting-Endpoints`). */
const CSP_REPORT_GROUP = 'csp';

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
  const policy = options.cspReportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';
  const reportUrl = options.cspReportUrl?.trim();
  return {
    [policy]: serializeCsp(siteCspDirectives(options)),
    ...(reportUrl ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${reportUrl}"` } : {}),
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
  'Written by the site build from apps/site/security-headers.ts: edit that file, then build again.';

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

/**
 * Writes the deploy files of a built site (`buildDir`, React Router's `dist`): `client/_headers` for Netlify and
 * Cloudflare Pages, and `nginx-security-headers.conf` for nginx (deploy/nginx/site.conf.example includes it), both
 * with the origins of the build's settings and the hashes of the inline scripts its pages hold.
 */
export function writeDeployHeaders(
  buildDir: string,
  options: Omit<SecurityHeaderOptions, 'scriptHashes' | 'styleHashes'>,
): void {
  const client = path.join(buildDir, 'client');
  const withHashes = { ...options, ...builtPageHashes(client) };
  writeFileSync(path.join(client, '_headers'), netlifyHeadersFile(withHashes));
  writeFileSync(path.join(buildDir, 'nginx-security-headers.conf'), nginxSnippet(withHashes));
}
