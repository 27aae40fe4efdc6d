/**
 * npm run test:production-build: the site's production build refuses unsafe settings, naming the variable, and
 * with valid settings its output holds no sandbox code, no source maps and no demo links. A positive control
 * (the demo build, which does hold the sandbox) proves the scan can fail.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const VALID: Record<string, string> = {
  VITE_API_BASE_URL: 'https://api.holostream.test',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51HoloStreamCheck',
  VITE_CONTACT_FORM_URL: 'https://forms.holostream.test/contact',
  VITE_SUPPORT_EMAIL: 'support@holostream.test',
  VITE_WEBSITE_URL: 'https://holostream.test',
  VITE_MEETING_SYSTEM_URL: 'https://partner.holostream.test/meetings',
  VITE_DEMO_VIDEO_EMBED_URL: 'https://video.holostream.test/embed/demo',
  VITE_IOS_BETA_URL: 'https://testflight.apple.com/join/H0L0STRM',
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

const refusals: [string, Record<string, string>, RegExp][] = [
  ['no settings at all', {}, /VITE_API_BASE_URL is missing[\s\S]*VITE_STRIPE_PUBLISHABLE_KEY is missing/],
  [
    'an http: API',
    { ...VALID, VITE_API_BASE_URL: 'http://api.holostream.test' },
    /VITE_API_BASE_URL must be an https: URL/,
  ],
  [
    'a secret sk_ key',
    { ...VALID, VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_abc123' },
    /VITE_STRIPE_PUBLISHABLE_KEY is a SECRET key/,
  ],
  ['a restricted rk_ key', { ...VALID, VITE_STRIPE_PUBLISHABLE_KEY: 'rk_test_abc123' }, /SECRET key/],
  ['a missing link', { ...VALID, VITE_CONTACT_FORM_URL: '' }, /VITE_CONTACT_FORM_URL is missing/],
  ['a demo link', { ...VALID, VITE_SUPPORT_EMAIL: 'support@holostream.example' }, /VITE_SUPPORT_EMAIL is a demo value/],
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
const work = mkdtempSync(path.join(root, 'node_modules/.cache/production-build-'));
try {
  for (const [what, settings, expected] of refusals) {
    const { status, output } = build(settings, path.join(work, 'refused'));
    check(status !== 0 && expected.test(output), `the production build refuses ${what}, naming the variable`);
  }

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
    check(
      headers.includes("connect-src 'self' https://api.holostream.test") &&
        headers.includes('https://video.holostream.test'),
      'its _headers let the page call the API and frame the video it was built with',
    );
  }

  // Positive control: the demo build holds exactly what the scan looks for.
  const demo = path.join(work, 'demo');
  const demoBuild = build({ HOLOSTREAM_DEMO: '1' }, demo);
  const found = demoBuild.status === 0 ? demoTraces(demo) : [];
  check(
    found.some((trace) => trace.includes('sandbox card')) && found.some((trace) => trace.includes('source map')),
    'the scan finds the sandbox and the source maps in the demo build (it can fail)',
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('\nproduction build: every check passed');
