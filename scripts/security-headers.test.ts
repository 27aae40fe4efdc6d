// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_VIDEO_EMBED_URL } from '../apps/site/src/pages/site-links.ts';
import {
  apiSecurityHeaders,
  DEPLOY_FILES,
  netlifyHeadersFile,
  nginxSnippet,
  originOf,
  siteCspDirectives,
  siteSecurityHeaders,
} from './security-headers';

const root = path.resolve(import.meta.dirname, '..');

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

describe('the deploy files hold exactly the headers npm start sends', () => {
  it('apps/site/public/_headers is what the source generates (run `npx tsx scripts/security-headers.ts`)', () => {
    expect(readFileSync(DEPLOY_FILES.netlify, 'utf8')).toBe(netlifyHeadersFile());
  });

  it('deploy/nginx/security-headers.conf is what the source generates', () => {
    expect(readFileSync(DEPLOY_FILES.nginx, 'utf8')).toBe(nginxSnippet());
  });

  it('a host reading _headers applies every site header to every path', () => {
    expect(parseNetlifyHeaders(readFileSync(DEPLOY_FILES.netlify, 'utf8'))).toEqual({ '/*': siteSecurityHeaders() });
  });

  it('nginx reading the snippet sends every site header, quotes intact', () => {
    expect(parseNginx(readFileSync(DEPLOY_FILES.nginx, 'utf8'))).toEqual(siteSecurityHeaders());
  });

  it('the _headers file sits in the public folder, so Vite copies it into every build', () => {
    expect(path.relative(root, DEPLOY_FILES.netlify)).toBe(path.join('apps', 'site', 'public', '_headers'));
  });
});

describe('the site policy', () => {
  const csp = parseCsp(siteSecurityHeaders()['Content-Security-Policy'] ?? '');

  it('runs only its own files and Stripe.js: no inline script, no eval', () => {
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
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

  it("lets Stripe's frames, API and images in, and the demo video's player origin (from site-links.ts)", () => {
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

describe('apps/site/index.html', () => {
  const html = readFileSync(path.join(root, 'apps/site/index.html'), 'utf8');

  it('holds no inline script and no inline event handler, so script-src needs no unsafe-inline', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
  });
});
