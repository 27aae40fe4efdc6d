// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_VIDEO_EMBED_URL } from './app/external-links.ts';
import { TRUSTED_TYPES_POLICY } from './app/services/trusted-types.ts';
import {
  apiSecurityHeaders,
  builtPageHashes,
  inlineScripts,
  originOf,
  siteCspDirectives,
  siteSecurityHeaders,
  writeDeployHeaders,
} from './security-headers';

/** The directives of a policy by name: `{ 'script-src': ["'self'", …] }`. */
function parseCsp(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The `_headers` file as a host reads it: path rules, each with `Name: value` lines indented below. */
function parseNetlifyHeaders(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = rules[line.trim()] = {};
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon === -1) throw new Error(`Not a header line: ${line}`);
    current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** The nginx snippet as nginx reads it: `add_header Name "value" always;`, with \" inside the value. */
function parseNginx(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const match = /^add_header ([\w-]+) "((?:[^"\\]|\\.)*)" always;$/.exec(line);
    if (!match?.[1] || match[2] === undefined) throw new Error(`Not an add_header line: ${line}`);
    headers[match[1]] = match[2].replaceAll('\\"', '"');
  }
  return headers;
}

/** A built site in a temporary folder: two pages with inline scripts, one with a script file. */
function builtSite(): string {
  const build = mkdtempSync(path.join(tmpdir(), 'holostream-build-'));
  mkdirSync(path.join(build, 'client', 'about'), { recursive: true });
  writeFileSync(
    path.join(build, 'client', 'index.html'),
    '<html><head><script>window.a = 1;</script><script src="/assets/app.js"></script></head>' +
      '<body><script type="module">import "/assets/entry.js";</script></body></html>',
  );
  writeFileSync(
    path.join(build, 'client', 'about', 'index.html'),
    '<html><head><script>window.a = 1;</script></head><body><script id="_R_">requestAnimationFrame(f)</script></body></html>',
  );
  return build;
}
const builds: string[] = [];
afterAll(() => {
  for (const build of builds) rmSync(build, { recursive: true, force: true });
});
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the inline scripts of a build, allowed by hash', () => {
  it('finds each inline script by its exact text, never a script file', () => {
    expect(
      inlineScripts('<script>a()</script><script src="/x.js"></script><script type="module">b()</script>'),
    ).toEqual(['a()', 'b()']);
  });

  it('hashes the style attributes a prerendered page holds, and allows nothing else', () => {
    const build = builtSite();
    builds.push(build);
    writeFileSync(path.join(build, 'client', 'tabs.html'), '<div style="outline:none" role="tablist"></div>');
    const csp = parseCsp(
      siteSecurityHeaders(builtPageHashes(path.join(build, 'client')))['Content-Security-Policy'] ?? '',
    );
    expect(csp['style-src-attr']).toEqual(["'unsafe-hashes'", sha256('outline:none')]);
  });

  it('hashes every inline script of every page once, sorted', () => {
    const build = builtSite();
    builds.push(build);
    expect(builtPageHashes(path.join(build, 'client')).scriptHashes).toEqual(
      [sha256('window.a = 1;'), sha256('import "/assets/entry.js";'), sha256('requestAnimationFrame(f)')].sort(),
    );
  });
});

describe('the deploy files a build writes hold exactly the headers npm start sends', () => {
  const build = builtSite();
  builds.push(build);
  const options = { apiBaseUrl: 'https://api.holostream.example', videoEmbedUrl: 'https://player.example/embed/1' };
  writeDeployHeaders(build, options);
  const expected = siteSecurityHeaders({
    ...options,
    scriptHashes: builtPageHashes(path.join(build, 'client')).scriptHashes,
  });

  it('a host reading client/_headers applies every site header to every path', () => {
    expect(parseNetlifyHeaders(readFileSync(path.join(build, 'client', '_headers'), 'utf8'))).toEqual({
      '/*': expected,
    });
  });

  it('nginx reading the snippet beside the client folder sends every site header, quotes intact', () => {
    expect(parseNginx(readFileSync(path.join(build, 'nginx-security-headers.conf'), 'utf8'))).toEqual(expected);
  });

  it("their policy allows the build's own inline scripts by hash and its API and video origins", () => {
    const csp = parseCsp(expected['Content-Security-Policy'] ?? '');
    expect(csp['script-src']).toContain(sha256('window.a = 1;'));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['connect-src']).toContain('https://api.holostream.example');
    expect(csp['frame-src']).toContain('https://player.example');
  });
});

describe('the site policy', () => {
  const csp = parseCsp(siteSecurityHeaders()['Content-Security-Policy'] ?? '');

  it('runs only its own files and Stripe.js: no inline script but those allowed by hash, no eval', () => {
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('requires Trusted Types for scripts, with the one policy the page creates', () => {
    expect(csp['require-trusted-types-for']).toEqual(["'script'"]);
    expect(csp['trusted-types']).toEqual([TRUSTED_TYPES_POLICY]);
  });

  it('allows inline <style> elements (Radix scroll lock) but no style attributes', () => {
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['style-src-elem']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['style-src-attr']).toEqual(["'none'"]);
  });

  it('locks down plugins, <base>, form targets and framing of the site', () => {
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it("lets Stripe's frames, API and images in, and the demo video's player origin (from external-links.ts)", () => {
    expect(csp['frame-src']).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
      'https://m.stripe.network',
      new URL(DEMO_VIDEO_EMBED_URL).origin,
    ]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://*.stripe.com']);
  });

  it('follows another video address: its origin only, never its path or query', () => {
    const directives = Object.fromEntries(
      siteCspDirectives({ videoEmbedUrl: 'https://player.vimeo.com/video/123?autoplay=1' }).map(([name, ...rest]) => [
        name,
        rest,
      ]),
    );
    expect(directives['frame-src']).toContain('https://player.vimeo.com');
    expect(directives['frame-src']).not.toContain('https://video.example.com');
  });

  it('adds the origin of VITE_API_BASE_URL to connect-src only, and nothing for a blank one', () => {
    const policy = siteSecurityHeaders({ apiBaseUrl: ' https://api.holostream.example/v1/ ' })[
      'Content-Security-Policy'
    ];
    const directives = parseCsp(policy ?? '');
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.holostream.example', 'https://api.stripe.com']);
    expect(policy?.match(/api\.holostream\.example/g)).toHaveLength(1);
    expect(siteSecurityHeaders({ apiBaseUrl: '  ' })).toEqual(siteSecurityHeaders());
  });

  it('refuses an API base URL that is not an absolute http(s) URL', () => {
    expect(() => siteSecurityHeaders({ apiBaseUrl: 'api.holostream.example' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => siteSecurityHeaders({ apiBaseUrl: 'javascript:alert(1)' })).toThrow(/http\(s\)/);
    expect(originOf('http://127.0.0.1:8080/v1', 'x')).toBe('http://127.0.0.1:8080');
  });
});

describe('the hardening headers', () => {
  it('are on every site answer with the agreed values', () => {
    const headers = siteSecurityHeaders();
    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    const permissions = headers['Permissions-Policy']?.split(', ');
    expect(permissions).toEqual(
      expect.arrayContaining([
        'camera=()',
        'microphone=()',
        'geolocation=()',
        'payment=(self "https://js.stripe.com")',
      ]),
    );
  });

  it('never restrict what the video iframe is allowed (autoplay, fullscreen…), which a header entry would', () => {
    const features = (siteSecurityHeaders()['Permissions-Policy'] ?? '')
      .split(', ')
      .map((entry) => entry.split('=')[0]);
    for (const delegated of ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture']) {
      expect(features).not.toContain(delegated);
    }
  });

  it('give API answers a policy that loads nothing at all', () => {
    const headers = apiSecurityHeaders();
    expect(parseCsp(headers['Content-Security-Policy'] ?? '')).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
    });
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});

/**
 * Stripe's published policy for Stripe.js, Elements and 3-D Secure (stripe.com/docs/security/guide, "Content
 * Security Policy"): the origins a page that loads Stripe.js must allow. The site's policy must hold them all.
 */
const STRIPE_PUBLISHED = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

describe("the policy and Stripe's published list", () => {
  it('allows every origin Stripe.js, Elements and 3-D Secure need', () => {
    const csp = parseCsp(siteSecurityHeaders()['Content-Security-Policy'] ?? '');
    for (const [directive, origins] of Object.entries(STRIPE_PUBLISHED)) {
      expect(csp[directive], directive).toEqual(expect.arrayContaining(origins));
    }
  });
});

describe('reporting the policy and the errors', () => {
  it('sends violations to the report URL through report-uri and the Reporting API', () => {
    const headers = siteSecurityHeaders({ cspReportUrl: 'https://reports.holostream.test/csp' });
    const csp = parseCsp(headers['Content-Security-Policy'] ?? '');
    expect(csp['report-uri']).toEqual(['https://reports.holostream.test/csp']);
    expect(csp['report-to']).toEqual(['csp']);
    expect(headers['Reporting-Endpoints']).toBe('csp="https://reports.holostream.test/csp"');
  });

  it('reports without blocking under the report-only switch, for a first deploy', () => {
    const headers = siteSecurityHeaders({ cspReportUrl: 'https://reports.holostream.test/csp', cspReportOnly: true });
    expect(headers['Content-Security-Policy']).toBeUndefined();
    expect(headers['Content-Security-Policy-Report-Only']).toContain("script-src 'self'");
  });

  it("lets the page send its error reports to the error-report URL's origin", () => {
    const csp = parseCsp(
      siteSecurityHeaders({ errorReportUrl: 'https://errors.holostream.test/collect' })['Content-Security-Policy'] ??
        '',
    );
    expect(csp['connect-src']).toContain('https://errors.holostream.test');
  });
});
