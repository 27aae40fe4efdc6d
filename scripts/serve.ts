/**
 * Serves the built site (apps/site/dist/client) on one origin, every page as its prerendered file and any other
 * address as the 404 page of its language (with status 404), and the sandbox
 * API (a development and test stand-in for the production API, packages/sandbox/src) on the same origin under
 * /v1/* and /__sandbox/*. `npm start` and the end-to-end tests use it.
 *
 * Every answer carries the security headers of apps/site/security-headers.ts (the same ones the deploy files hold):
 * the site's Content-Security-Policy on pages and assets, a stricter `default-src 'none'` one on the API's answers.
 *
 * Environment: TLS_KEY and TLS_CERT (files: HTTP/2 over TLS), PORT, HOST (loopback only, unless SANDBOX_EXPOSE=1; a request's Host must name this machine or HOST, at
 * PORT), SANDBOX_SCENARIOS (comma-separated scenario names to start in), SITE_DIST (another
 * build of the site to serve, e.g. one made with `vite build --outDir`), VITE_API_BASE_URL (the API origin the
 * build calls, allowed in connect-src; give the same value the site was built with), API_UPSTREAM (another server
 * answers /v1/* instead of the embedded sandbox: Stoplight Prism, mocking openapi.yaml or validating between the
 * site and a sandbox) and SANDBOX_UPSTREAM (where /__sandbox/* goes then: the sandbox behind Prism's proxy).
 */
import { existsSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import {
  allowedHosts,
  createSandbox,
  isScenarioName,
  SANDBOX_ACCOUNTS,
  type ScenarioName,
} from '../packages/sandbox/src';
import { apiSecurityHeaders, builtPageHashes, siteSecurityHeaders } from '../apps/site/security-headers.ts';
import { NOT_FOUND_PAGES } from '../apps/site/react-router.config.ts';
import { languageOfPath, sameAddressIn, visitorLanguage } from '../apps/site/app/language.ts';

const siteRoot = path.relative(
  process.cwd(),
  path.resolve(import.meta.dirname, '..', process.env.SITE_DIST ?? 'apps/site/dist/client'),
);
if (!existsSync(path.join(siteRoot, NOT_FOUND_PAGES.en))) {
  console.error(`No built site at ${siteRoot}. Run "npm run build" first.`);
  process.exit(1);
}

const requested = (process.env.SANDBOX_SCENARIOS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = requested.filter((name) => !isScenarioName(name));
if (unknown.length > 0) {
  console.error(`Unknown SANDBOX_SCENARIOS: ${unknown.join(', ')}. See packages/sandbox/README.md.`);
  process.exit(1);
}
const scenarios = requested.filter(isScenarioName) satisfies ScenarioName[];

const sandbox = createSandbox({ scenarios, log: (line) => console.log(line) });
// Seed now, so the first sign-in does not wait for the password hashes.
await sandbox.store();

const siteHeaders = Object.entries(
  siteSecurityHeaders({ apiBaseUrl: process.env.VITE_API_BASE_URL, ...builtPageHashes(siteRoot) }),
);
const apiHeaders = Object.entries(apiSecurityHeaders());
const isApiPath = (pathname: string) =>
  pathname.startsWith('/v1/') || pathname === '/__sandbox' || pathname.startsWith('/__sandbox/');

const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? '127.0.0.1';
const hosts = allowedHosts(port, hostname);

const app = new Hono();
// Registered first, so it wraps every answer below: pages, assets, the fallback, the sandbox, 404s.
app.use('*', async (c, next) => {
  await next();
  // A fetched or streamed answer may have immutable headers: copy it before setting them.
  c.res = new Response(c.res.body, c.res);
  for (const [name, value] of isApiPath(c.req.path) ? apiHeaders : siteHeaders) c.res.headers.set(name, value);
});
// Before any page or call: a request naming another host (a page whose name was pointed at this machine: DNS
// rebinding) gets nothing, the sandbox's reset e-mails least of all.
app.use('*', async (c, next) => {
  // The address as the request named it (Host, or HTTP/2's :authority).
  if (!hosts.has(new URL(c.req.url).host.toLowerCase())) return c.text('Unknown host', 421);
  await next();
});
// The sandbox answers its own paths, including 404s for unknown /v1 paths (JSON, not the site's shell).
type ApiContext = { req: { raw: Request }; env: unknown };
/** Hands the request, as it came, to another server (Prism; a sandbox behind it). */
const forwardTo = (upstream: string) => async (c: ApiContext) => {
  const { pathname, search } = new URL(c.req.raw.url);
  const { method } = c.req.raw;
  // The sandbox behind writes its links (downloads, invoices) on the address the person reached: this server's.
  const headers = new Headers(c.req.raw.headers);
  headers.set('X-Forwarded-Host', new URL(c.req.raw.url).host);
  headers.set('X-Forwarded-Proto', new URL(c.req.raw.url).protocol.replace(':', ''));
  const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.raw.arrayBuffer();
  const answer = await fetch(new URL(`${pathname}${search}`, upstream), { method, headers, body, redirect: 'manual' });
  // fetch has decoded the body: its encoding and length no longer apply.
  const passed = new Headers(answer.headers);
  passed.delete('content-encoding');
  passed.delete('content-length');
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: passed });
};
const toSandbox = (c: ApiContext) => sandbox.fetch(c.req.raw, c.env);
const apiUpstream = process.env.API_UPSTREAM?.trim();
const sandboxUpstream = process.env.SANDBOX_UPSTREAM?.trim();
app.all('/v1/*', apiUpstream ? forwardTo(apiUpstream) : toSandbox);
app.all('/__sandbox', sandboxUpstream ? forwardTo(sandboxUpstream) : toSandbox);
app.all('/__sandbox/*', sandboxUpstream ? forwardTo(sandboxUpstream) : toSandbox);
// docs/product.md §1 before any page: an address without a language, for a visitor whose choice (the cookie the
// language link sets beside local storage) or else browser (Accept-Language) is Japanese, goes on to the Japanese
// address in one round trip. visitor-check.js does the same in the page where a host cannot.
app.get('*', async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  if (/\.\w+$/.test(pathname) || pathname.startsWith('/assets/') || languageOfPath(pathname) === 'ja') return next();
  const chosen = getCookie(c, 'i18nextLng') ?? null;
  const browser = c.req.header('accept-language')?.split(',')[0]?.split(';')[0] ?? '';
  if (visitorLanguage(chosen, [browser]) === 'ja') c.res = c.redirect(sameAddressIn({ pathname, search }, 'ja'), 302);
  else await next();
  c.res = new Response(c.res.body, c.res);
  c.res.headers.append('Vary', 'Accept-Language, Cookie');
});
// Pages and assets go out compressed, as a CDN sends them: the build's brotli or gzip copy (precompress.ts), else
// gzipped here (the sandbox above answers as it is).
app.use('*', compress({ encoding: 'gzip' }));
app.use('/*', serveStatic({ root: siteRoot, precompressed: true }));
// Any other address is none of the site's: the 404 page of its language, as a static host answers it.
app.get('*', async (c) => {
  const page = await readFile(path.join(siteRoot, NOT_FOUND_PAGES[languageOfPath(c.req.path)]), 'utf8');
  return c.html(page, 404);
});

// The sandbox answers anyone who reaches it, /__sandbox/outbox (reset links) included: this machine only, unless
// asked for in so many words.
const LOOPBACK = ['127.0.0.1', 'localhost', '::1'];
if (!LOOPBACK.includes(hostname) && process.env.SANDBOX_EXPOSE !== '1') {
  console.error(
    `HOST=${hostname} would let other machines reach the sandbox, its reset e-mails at /__sandbox/outbox among ` +
      'them. It is a development stand-in, never a server for others. To do it anyway on a network you trust, ' +
      'set SANDBOX_EXPOSE=1 as well.',
  );
  process.exit(1);
}
// TLS_KEY and TLS_CERT: HTTP/2 over TLS, as a production host answers (`npm run bench` measures the journeys so).
const tls =
  process.env.TLS_KEY && process.env.TLS_CERT
    ? {
        createServer: createSecureServer,
        serverOptions: {
          key: await readFile(process.env.TLS_KEY),
          cert: await readFile(process.env.TLS_CERT),
          allowHTTP1: true,
        },
      }
    : {};
const origin = `${tls.createServer ? 'https' : 'http'}://${hostname}`;
const server = serve({ fetch: app.fetch, port, hostname, ...tls }, (info) => {
  const { demo, alex } = SANDBOX_ACCOUNTS;
  console.log(
    [
      '',
      `  Holostream is running at ${origin}:${info.port}/`,
      '',
      `  Sandbox API (a development stand-in, not the production API) at ${origin}:${info.port}/v1/`,
      `    Demo login:   ${demo.email} / ${demo.password}   (username ${demo.username}, Pro plan, team admin)`,
      `    Second user:  ${alex.email} / ${alex.password}   (username ${alex.username}, free, no team)`,
      `    Reset e-mails are printed here and listed at ${origin}:${info.port}/__sandbox/outbox`,
      scenarios.length > 0 ? `    Scenarios:    ${scenarios.join(', ')}` : '',
      apiUpstream ? `    /v1/* is answered by ${apiUpstream}, not the sandbox` : '',
      '',
    ].join('\n'),
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections (and answers held by the `slow` scenario) must not keep Ctrl-C waiting.
    if ('closeAllConnections' in server) server.closeAllConnections();
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
