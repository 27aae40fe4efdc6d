import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inLanguage, visitorLanguage } from './language';

const script = readFileSync(path.join(import.meta.dirname, 'visitor-check.js'), 'utf8');

interface Visit {
  address: string;
  /** `i18nextLng` in local storage. */
  stored?: string;
  browser?: string;
  cookie?: string;
  signedIn?: boolean;
  /** The server redirected the browser to this address (`redirectCount` of the navigation). */
  redirected?: boolean;
  /** What the server answers the logout call with (a rejection: no answer). */
  logoutAnswer?: () => Promise<{ ok: boolean; status: number }>;
}

/** A pressed element: it matches one selector only. */
class PressedElement {
  constructor(private readonly selector: string) {}
  closest(selector: string) {
    return selector === this.selector ? this : null;
  }
}

/** Runs visitor-check.js as a page's first script would, in a stand-in for the browser; returns what it did. */
function visit({
  address,
  stored,
  browser = 'en-US',
  cookie = '',
  signedIn = false,
  redirected = false,
  logoutAnswer,
}: Visit) {
  const url = new URL(address, 'https://holostream.test');
  const storage = new Map<string, string>(Object.entries({ ...(stored ? { i18nextLng: stored } : {}) }));
  if (signedIn) storage.set('token', 't').set('user', '{}');
  const attributes = new Set<string>();
  const cookies: string[] = cookie ? [cookie] : [];
  const done = { replaced: null as string | null, stopped: false, replacedState: null as string | null };
  const listeners: ((event: { target: unknown }) => void)[] = [];
  const calls: { url: string; init: RequestInit }[] = [];
  runInNewContext(script, {
    Element: PressedElement,
    fetch: (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return logoutAnswer?.() ?? Promise.reject(new TypeError('offline'));
    },
    sessionStorage: { length: 0, key: () => null, removeItem: () => undefined },
    URL,
    URLSearchParams,
    location: {
      origin: url.origin,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      protocol: url.protocol,
      replace: (target: string) => (done.replaced = target),
    },
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, target: string) => (done.replacedState = target),
    },
    window: { stop: () => (done.stopped = true), performance: {} },
    performance: { getEntriesByType: () => [{ redirectCount: redirected ? 1 : 0 }] },
    navigator: { languages: [browser], language: browser },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
    document: {
      documentElement: {
        setAttribute: (name: string) => attributes.add(name),
        hasAttribute: (name: string) => attributes.has(name),
        removeAttribute: (name: string) => attributes.delete(name),
        getAttribute: () => null,
      },
      get cookie() {
        return cookies.join('; ');
      },
      set cookie(value: string) {
        cookies.push(value.split(';')[0] ?? '');
      },
      addEventListener: (_type: string, listener: (event: { target: unknown }) => void) => listeners.push(listener),
    },
  });
  /** Presses Log out on a page without the app, and lets its call settle. */
  const logOut = async () => {
    for (const listener of listeners) listener({ target: new PressedElement('[data-logout]') });
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { ...done, attributes, stored: storage.get('i18nextLng'), cookies, storage, calls, logOut };
}

describe('visitor-check.js', () => {
  it.each([
    // address, stored choice, browser, where the visitor goes (null: stays)
    ['/plans', undefined, 'ja-JP', '/ja/plans'],
    ['/plans?plan=2#x', undefined, 'ja', '/ja/plans?plan=2#x'],
    ['/', undefined, 'ja-JP', '/ja'],
    ['/plans', undefined, 'en-US', null],
    ['/plans', 'en', 'ja-JP', null],
    ['/plans', 'ja', 'en-US', '/ja/plans'],
    ['/ja/plans', 'en', 'en-US', null],
    ['/ja', undefined, 'fr', null],
  ] as const)('%s, chosen %s, browser %s → %s', (address, stored, browser, target) => {
    const done = visit({ address, stored, browser });
    expect(done.replaced).toBe(target);
    expect(done.stopped).toBe(target !== null);
    expect(done.attributes.has('data-leaving')).toBe(target !== null);
  });

  it("follows the app's own rule (language.ts) for an address without a language", () => {
    for (const stored of [undefined, 'en', 'ja', 'ja-JP', 'fr']) {
      for (const browser of ['en-US', 'ja', 'ja-JP', 'de']) {
        const expected = visitorLanguage(stored ?? null, [browser]);
        const target = visit({ address: '/about', stored, browser }).replaced;
        expect(target, `${stored} ${browser}`).toBe(expected === 'ja' ? inLanguage('/about', 'ja') : null);
      }
    }
  });

  it("takes an older link's ?lng= as a choice: stored, kept as a cookie, and left out of the address", () => {
    const japanese = visit({ address: '/reset-password?token=abc&lng=ja' });
    expect(japanese.replaced).toBe('/ja/reset-password?token=abc');
    expect(japanese.stored).toBe('ja');
    expect(japanese.cookies).toContain('i18nextLng=ja');

    const english = visit({ address: '/ja/legal?lng=en', browser: 'ja' });
    expect(english.replaced).toBe('/legal');
    const same = visit({ address: '/legal?lng=en&tab=terms' });
    expect(same.replaced).toBeNull();
    expect(same.replacedState).toBe('/legal?tab=terms');
  });

  it('keeps a choice made before the cookie existed as a cookie, for the server', () => {
    expect(visit({ address: '/ja/plans', stored: 'ja' }).cookies).toContain('i18nextLng=ja');
    expect(visit({ address: '/ja/plans', stored: 'ja', cookie: 'i18nextLng=ja' }).cookies).toEqual(['i18nextLng=ja']);
    // A cookie that says otherwise follows the stored choice.
    expect(visit({ address: '/plans', stored: 'en', cookie: 'i18nextLng=ja' }).cookies).toContain('i18nextLng=en');
  });

  it("puts the stored choice before the browser's when the server redirected on the browser's languages alone", () => {
    const corrected = visit({ address: '/ja/plans?plan=2', stored: 'en', browser: 'ja-JP', redirected: true });
    expect(corrected.replaced).toBe('/plans?plan=2');
    expect(corrected.cookies).toContain('i18nextLng=en');
    // A Japanese address opened on purpose (a shared link) stays, and so does one the server chose for no stored choice.
    expect(visit({ address: '/ja/plans', stored: 'en', browser: 'ja-JP' }).replaced).toBeNull();
    expect(visit({ address: '/ja/plans', browser: 'ja-JP', redirected: true }).replaced).toBeNull();
    expect(visit({ address: '/ja/plans', stored: 'ja', redirected: true }).replaced).toBeNull();
  });

  it.each([
    '/ja//evil.example?lng=en',
    '/ja/\\evil.example?lng=x',
    '/ja/\\/evil.example?lng=en',
    '/ja//evil.example/plans?lng=en#x',
    '/ja/\t/evil.example?lng=en',
    '/ja/\n/evil.example?lng=en',
    '/ja//\tevil.example?lng=en',
    '/ja/%2F%2Fevil.example?lng=en',
    '/ja/%5Cevil.example?lng=en',
    '//evil.example?lng=en',
    '//evil.example?lng=ja',
    '/\\evil.example',
  ])('never sends a visitor off the site: %s', (address) => {
    for (const browser of ['en-US', 'ja']) {
      const { replaced, replacedState } = visit({ address, browser });
      for (const target of [replaced, replacedState]) {
        if (target !== null) expect(new URL(target, 'https://holostream.test').origin).toBe('https://holostream.test');
      }
    }
  });

  it('sends a visitor whose way would leave the site to the home page of the language they asked for', () => {
    expect(visit({ address: '/ja//evil.example?lng=en' }).replaced).toBe('/');
    expect(visit({ address: '/ja/%2F%2Fevil.example?lng=en' }).replaced).toBe('/%2F%2Fevil.example');
  });

  it.each([
    [204, 'heard'],
    [401, 'heard'],
    [500, 'pending'],
    [502, 'pending'],
    [302, 'pending'],
    ['no answer', 'pending'],
  ] as const)(
    'on a page without the app, a logout answered %s is %s; the call follows no redirect',
    async (status, outcome) => {
      const page = visit({
        address: '/legal',
        signedIn: true,
        logoutAnswer: () =>
          typeof status === 'number'
            ? Promise.resolve({ ok: status >= 200 && status < 300, status })
            : Promise.reject(new TypeError('Failed to fetch')),
      });
      await page.logOut();
      expect(page.storage.get('token')).toBeUndefined();
      expect(page.storage.get('holostream:pending-logout')).toBe(outcome === 'pending' ? '["t"]' : undefined);
      expect(page.calls).toHaveLength(1);
      expect(page.calls[0]?.init).toMatchObject({ method: 'POST', redirect: 'error' });
    },
  );

  it('marks the reset page opened without a token, which then says so before the app', () => {
    expect(visit({ address: '/reset-password' }).attributes.has('data-no-reset-token')).toBe(true);
    expect(visit({ address: '/ja/reset-password?token=%20' }).attributes.has('data-no-reset-token')).toBe(true);
    expect(visit({ address: '/reset-password?token=abc' }).attributes.has('data-no-reset-token')).toBe(false);
    expect(visit({ address: '/login' }).attributes.has('data-no-reset-token')).toBe(false);
  });

  it('marks a stored session, so the header shows Account and Log out before the app', () => {
    expect(visit({ address: '/about', signedIn: true }).attributes.has('data-signed-in')).toBe(true);
    expect(visit({ address: '/about' }).attributes.has('data-signed-in')).toBe(false);
  });
});
