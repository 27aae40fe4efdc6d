/**
 * npm run test:production-build: the site's production build refuses unsafe settings, naming the variable, and
 * with valid settings its output holds no sandbox code, no source maps and no demo links. A positive control
 * (the demo build, which does hold the sandbox) proves the scan can fail.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { userInfo } from 'node:os';
import path from 'node:path';
import { OFF_SITE_PAYLOADS, walkPayload } from '../e2e/support/off-site.ts';
import { chromiumArgs, journeyChromiumPath } from '../vite.shared.ts';

const root = path.resolve(import.meta.dirname, '..');

const VALID: Record<string, string> = {
  VITE_API_BASE_URL: 'https://api.holostream.com',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_51HoloStreamCheck',
  VITE_CONTACT_FORM_URL: 'https://forms.holostream.com/contact',
  VITE_SUPPORT_EMAIL: 'support@holostream.com',
  VITE_WEBSITE_URL: 'https://holostream.com',
  VITE_MEETING_SYSTEM_URL: 'https://partner.holostream.com/meetings',
  VITE_DEMO_VIDEO_EMBED_URL: 'https://video.holostream.com/embed/demo',
  VITE_IOS_BETA_URL: 'https://testflight.apple.com/join/H0L0STRM',
  VITE_DOWNLOAD_ORIGIN: 'https://downloads.holostream.com',
};

/**
 * Runs the site's build (React Router's, prerender included) with exactly these settings (none inherited from this
 * shell), into a folder of its own: never the site's dist, which the end-to-end journeys serve.
 */
function build(settings: Record<string, string>, outDir: string) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...settings,
    SITE_BUILD_DIR: outDir,
  };
  const run = spawnSync('npx', ['react-router', 'build'], { cwd: path.join(root, 'apps/site'), env, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
};

/**
 * A request exactly as written (node:http, unlike fetch, sends any Host and an absolute-form target), and its
 * answer's status, headers and body.
 */
function rawRequest(port: number, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve) =>
      // Leniently parsed: an injected header (a bare LF) is read as one, not thrown as a malformed answer.
      request(
        {
          host: '127.0.0.1',
          port,
          path: target,
          headers: { Connection: 'close', ...headers },
          insecureHTTPParser: true,
        },
        (answer) => {
          let body = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => (body += chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
        },
      )
        // An answer that cannot be read at all (headers ended early, then more of them) is status 0.
        .on('error', (error) => resolve({ status: 0, headers: {}, body: String(error) }))
        .end(),
  );
}

const refusals: [string, Record<string, string>, RegExp][] = [
  ['no settings at all', {}, /VITE_API_BASE_URL is missing[\s\S]*VITE_STRIPE_PUBLISHABLE_KEY is missing/],
  [
    'an http: API',
    { ...VALID, VITE_API_BASE_URL: 'http://api.holostream.com' },
    /VITE_API_BASE_URL must be an https: URL/,
  ],
  [
    'a secret sk_ key',
    { ...VALID, VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_abc123' },
    /VITE_STRIPE_PUBLISHABLE_KEY is a SECRET key/,
  ],
  ['a restricted rk_ key', { ...VALID, VITE_STRIPE_PUBLISHABLE_KEY: 'rk_test_abc123' }, /SECRET key/],
  ['a missing link', { ...VALID, VITE_CONTACT_FORM_URL: '' }, /VITE_CONTACT_FORM_URL is missing/],
  [
    'a test key without the staging setting',
    { ...VALID, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51HoloStreamCheck' },
    /VITE_STRIPE_PUBLISHABLE_KEY is a test key[\s\S]*HOLOSTREAM_STAGING=1/,
  ],
  [
    'an API address with a password in it',
    { ...VALID, VITE_API_BASE_URL: 'https://ops:hunter2@api.holostream.com' },
    /VITE_API_BASE_URL holds a user name or password/,
  ],
  ['an API on this machine', { ...VALID, VITE_API_BASE_URL: 'https://localhost:8443' }, /points at this machine/],
  ['an API on a demo host', { ...VALID, VITE_API_BASE_URL: 'https://api.holostream.example' }, /a demo address/],
  [
    'a demo link',
    { ...VALID, VITE_SUPPORT_EMAIL: 'support@holostream.example' },
    /VITE_SUPPORT_EMAIL is a demo address/,
  ],
  [
    'an API on a private address',
    { ...VALID, VITE_API_BASE_URL: 'https://10.0.0.5' },
    /VITE_API_BASE_URL points at a private or reserved address/,
  ],
  ['an API on a reserved name', { ...VALID, VITE_API_BASE_URL: 'https://api.holostream.test' }, /a reserved name/],
];

/** Every file of a built site, with its text. */
function files(dir: string): { name: string; text: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const name = path.relative(dir, path.join(entry.parentPath, entry.name));
      return { name, text: readFileSync(path.join(dir, name), 'utf8') };
    });
}

/** What a production bundle must not hold. */
function demoTraces(dir: string): string[] {
  return files(dir).flatMap(({ name, text }) => [
    ...(name.endsWith('.map') ? [`${name}: a source map`] : []),
    ...(text.includes('sourceMappingURL') ? [`${name}: a sourceMappingURL`] : []),
    ...(text.includes('sandbox-card-') ? [`${name}: the sandbox card field`] : []),
    ...(/\b[\w-]+\.example(?![\w.])|\bexample\.com\b/.test(text) ? [`${name}: a demo (.example) address`] : []),
  ]);
}

// Inside the workspace: the prerender imports the server build, which resolves its packages from node_modules above.
mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
/**
 * Serves the built site with Debian's nginx, as deploy/nginx/site.conf.example says (on a loopback port, without
 * TLS), and reads what a browser gets: the build's own security headers, no nginx version, HTML never cached,
 * hashed assets cached for a year, the SPA fallback for a signed-in route; no header written from a request (CR/LF
 * and Host probes), no dotfile served, and no address made to leave the site leaving it in Chromium.
 */
async function checkNginx(buildDir: string, prefix: string): Promise<void> {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  if (!nginx) {
    check(false, 'nginx is installed (Debian package nginx; .ci/run installs it)');
    return;
  }
  const port = 4391;
  mkdirSync(path.join(prefix, 'snippets'), { recursive: true });
  const snippet = path.join(prefix, 'snippets', 'holostream-security-headers.conf');
  writeFileSync(snippet, readFileSync(path.join(buildDir, 'nginx-security-headers.conf'), 'utf8'));
  const example = readFileSync(path.join(root, 'deploy/nginx/site.conf.example'), 'utf8')
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${port};`)
    .replace(/\n\s*listen 80;/, `\n    listen 127.0.0.1:${port + 1};`)
    .replaceAll('/etc/nginx/snippets/holostream-security-headers.conf', snippet)
    .replace('root /srv/holostream/client;', `root ${path.join(buildDir, 'client')};`);
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    [
      // Workers run as the user running this check (as root, nginx would hand them to nobody, who cannot enter a
      // clone inside a directory only its owner can enter); without root they are that user already.
      ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')};`,
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      example,
      '}',
    ].join('\n'),
  );
  // Files a deploy may leave beside the site (a checkout's .git, an .env): never served.
  const client = path.join(buildDir, 'client');
  mkdirSync(path.join(client, '.git'), { recursive: true });
  writeFileSync(path.join(client, '.git', 'config'), 'SECRET-DOTFILE\n');
  writeFileSync(path.join(client, '.env'), 'SECRET-DOTFILE\n');
  writeFileSync(path.join(client, 'ja', '.env'), 'SECRET-DOTFILE\n');
  writeFileSync(path.join(client, 'assets', '.env'), 'SECRET-DOTFILE\n');
  mkdirSync(path.join(client, '.well-known'), { recursive: true });
  writeFileSync(path.join(client, '.well-known', 'security.txt'), 'Contact: mailto:security@holostream.com\n');
  const server = spawn(nginx, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  try {
    const base = `http://127.0.0.1:${port}`;
    let home: Response | undefined;
    for (let attempt = 0; attempt < 50 && !home; attempt += 1) {
      home = await fetch(base).catch(() => undefined);
      if (!home) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!home) {
      check(false, 'nginx (1.22 and newer) starts with the example server');
      return;
    }
    check(home.ok, 'nginx (1.22 and newer) starts with the example server and serves the home page');
    const expected = readFileSync(snippet, 'utf8');
    const csp = home.headers.get('content-security-policy') ?? '';
    check(csp !== '' && expected.includes(csp), "nginx sends the build's own policy, from the snippet the build wrote");
    check(home.headers.get('server') === 'nginx', 'nginx announces no version');
    check(home.headers.get('cache-control') === 'no-cache', 'a page is never served from a cache unchecked');
    const account = await fetch(`${base}/ja/account?tab=billing`);
    check(
      account.ok && (await account.text()).includes('__reactRouterContext') && account.headers.has('x-frame-options'),
      'a signed-in page gets its prerendered shell and the app, in its language, with the headers',
    );
    const visitors: [string, Record<string, string>, string | null][] = [
      ['a Japanese browser', { 'Accept-Language': 'ja-JP,ja;q=0.9,en;q=0.8' }, '/ja/plans?plan=2'],
      ['an English browser', { 'Accept-Language': 'en-US,en;q=0.9' }, null],
      ['a Japanese browser that chose English', { 'Accept-Language': 'ja', Cookie: 'i18nextLng=en' }, null],
      [
        'an English browser that chose Japanese',
        { 'Accept-Language': 'en', Cookie: 'i18nextLng=ja' },
        '/ja/plans?plan=2',
      ],
    ];
    for (const [who, headers, target] of visitors) {
      const answer = await fetch(`${base}/plans?plan=2`, { headers, redirect: 'manual' });
      const went = answer.status === 302 ? new URL(answer.headers.get('location') ?? '', base) : null;
      check(
        target === null
          ? answer.status === 200 &&
              ['Accept-Language', 'Cookie'].every((header) => (answer.headers.get('vary') ?? '').includes(header))
          : `${went?.pathname}${went?.search}` === target,
        `${who} opening /plans gets ${target === null ? 'the English page' : `a redirect to ${target}`}`,
      );
    }
    const file = await fetch(`${base}/favicon.png`, { headers: { 'Accept-Language': 'ja' }, redirect: 'manual' });
    check(file.status === 200, 'a file (not a page) is never sent to a language');
    for (const [address, title] of [
      ['/no-such-page', 'Page not found'],
      ['/ja/no-such-page', 'ページが見つかりません'],
    ] as const) {
      const missing = await fetch(`${base}${address}`);
      check(
        missing.status === 404 && (await missing.text()).includes(title) && missing.headers.has('x-frame-options'),
        `an unknown address (${address}) answers 404 with the not-found page of its language, with the headers`,
      );
    }
    const missingAsset = await fetch(`${base}/assets/no-such-file.js`);
    check(
      missingAsset.status === 404 && !(missingAsset.headers.get('cache-control') ?? '').includes('immutable'),
      'a missing asset answers 404, never cached for a year',
    );
    for (const file of ['/_headers', '/_redirects']) {
      check((await fetch(`${base}${file}`)).status === 404, `the build's file for other hosts ${file} is not served`);
    }
    // A language redirect is written from the request's raw address: a decoded CR or LF never becomes a header.
    const japanese = { 'Accept-Language': 'ja' };
    for (const target of [
      '/about%0d%0aSet-Cookie:%20pwn=1',
      '/about%0aSet-Cookie:%20pwn=1',
      '/about%0d%0a%0d%0a%3Chtml%3Eowned',
      '/about%0dSet-Cookie:%20pwn=1',
    ]) {
      const answer = await rawRequest(port, target, japanese);
      check(
        answer.status === 302 &&
          answer.headers.location === `/ja${target}` &&
          answer.headers['set-cookie'] === undefined &&
          answer.headers['content-security-policy'] === csp &&
          answer.headers['x-frame-options'] === 'DENY' &&
          !answer.body.includes('owned'),
        `a CR or LF in the address (${target}) stays in the redirect's address, and the headers are whole`,
      );
    }
    // A redirect names no host: never the one the request claims, in its Host header or its target.
    for (const [what, target, headers] of [
      ['a Host header', '/plans?x=1', { ...japanese, Host: 'evil.test' }],
      ['an absolute target', 'http://evil.test/plans?x=1', japanese],
    ] as const) {
      const answer = await rawRequest(port, target, headers);
      check(
        answer.status === 302 && answer.headers.location === '/ja/plans?x=1',
        `a language redirect for a request naming another host (${what}) stays on the site, without a host`,
      );
    }
    for (const dotfile of ['/.env', '/.git/config', '/ja/.env', '/assets/.env', '/%2Eenv', '/ja/..%2F.env']) {
      const answer = await rawRequest(port, dotfile);
      check(
        [400, 404].includes(answer.status) && !answer.body.includes('SECRET-DOTFILE'),
        `a dotfile (${dotfile}) is never served`,
      );
    }
    check(
      (await rawRequest(port, '/ja//plans')).status === 404,
      'a page is served at its own address only: /ja//plans is the 404 page, not the plans page under another path',
    );
    check(
      (await rawRequest(port, '/.well-known/security.txt')).status === 200,
      'what a host publishes under /.well-known/ (security.txt) is served',
    );
    // A browser opening addresses made to leave the site (the 404 page's script, the app's language link).
    const browser = await chromium.launch({ executablePath: journeyChromiumPath, args: chromiumArgs });
    try {
      const leaving: string[] = [];
      for (const payload of OFF_SITE_PAYLOADS) {
        const { left, url } = await walkPayload(browser, base, payload);
        if (left.length > 0 || new URL(url).origin !== base) leaving.push(`${JSON.stringify(payload)} → ${url}`);
      }
      check(
        leaving.length === 0,
        `no address made to leave the site does, in a browser${leaving.length ? `: ${leaving.join('; ')}` : ''}`,
      );
    } finally {
      await browser.close();
    }
    // fetch() will not send another Host: node:http does.
    const plain = await new Promise<{ status: number; location: string }>((resolve, reject) =>
      request({ host: '127.0.0.1', port: port + 1, path: '/plans?x=1', headers: { Host: 'evil.test' } }, (answer) => {
        answer.resume();
        resolve({ status: answer.statusCode ?? 0, location: String(answer.headers.location) });
      })
        .on('error', reject)
        .end(),
    );
    check(
      plain.status === 301 && plain.location === 'https://holostream.example/plans?x=1',
      "plain http is sent to https at the server's own name, whatever Host the request claims",
    );
    check(
      /^\s*ssl_protocols TLSv1\.2 TLSv1\.3;/m.test(readFileSync(conf, 'utf8')),
      'nginx takes a TLS setting of 1.2 and 1.3 only (no TLS 1.0 or 1.1)',
    );
    const plans = await fetch(`${base}/plans`, { headers: { 'Accept-Encoding': 'gzip' } });
    const asset = (await plans.text()).match(/<link rel="modulepreload" href="([^"]+)"/)?.[1] ?? '';
    const script = await fetch(`${base}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    check(
      asset !== '' &&
        script.ok &&
        script.headers.get('cache-control') === 'public, max-age=31536000, immutable' &&
        script.headers.get('content-security-policy') === csp,
      'a hashed asset is cached for a year, with the headers',
    );
    check(
      plans.headers.get('content-encoding') === 'gzip' && script.headers.get('content-encoding') === 'gzip',
      "a page and a script are sent as the build's gzip copies",
    );
  } finally {
    server.kill('SIGTERM');
  }
}

const work = mkdtempSync(path.join(root, 'node_modules/.cache/production-build-'));
try {
  for (const [what, settings, expected] of refusals) {
    const { status, output } = build(settings, path.join(work, 'refused'));
    check(status !== 0 && expected.test(output), `the production build refuses ${what}, naming the variable`);
  }

  const staging = build(
    { ...VALID, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51HoloStreamCheck', HOLOSTREAM_STAGING: '1' },
    path.join(work, 'staging'),
  );
  check(staging.status === 0, 'a staging build (HOLOSTREAM_STAGING=1) may use a test key');

  const production = path.join(work, 'production');
  const built = build(VALID, production);
  check(built.status === 0, 'the production build succeeds with valid settings');
  if (built.status !== 0) console.error(built.output);
  else {
    const traces = demoTraces(production);
    check(
      traces.length === 0,
      `its output holds no sandbox code, no source maps, no demo links${traces.length ? `: ${traces.join('; ')}` : ''}`,
    );
    const headers = readFileSync(path.join(production, 'client', '_headers'), 'utf8');
    const nginxSnippet = readFileSync(path.join(production, 'nginx-security-headers.conf'), 'utf8');
    for (const [name, text] of [
      ['_headers', headers],
      ['nginx snippet', nginxSnippet],
    ] as const) {
      check(
        text.includes("connect-src 'self' https://api.holostream.com") && text.includes('https://video.holostream.com'),
        `its ${name} lets the page call the API and frame the video it was built with`,
      );
    }
    await checkNginx(production, path.join(work, 'nginx'));
  }

  // Positive control: the demo build holds the sandbox the scan looks for; it ships no source map either.
  const demo = path.join(work, 'demo');
  const demoBuild = build({ HOLOSTREAM_DEMO: '1' }, demo);
  const found = demoBuild.status === 0 ? demoTraces(demo) : [];
  check(
    found.some((trace) => trace.includes('sandbox card')) && !found.some((trace) => trace.includes('source map')),
    'the scan finds the sandbox in the demo build (it can fail), which ships no source map either',
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('\nproduction build: every check passed');
