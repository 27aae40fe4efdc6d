import { describe, expect, it } from 'vitest';
import { afterSignIn, readCheckoutPlan, readRedirectTo } from './address';
import { defaultSiteLinks as links, sameSitePath, type SiteLinks } from './site-links';

describe('sameSitePath', () => {
  it.each([
    ['/account', '/account'],
    ['/account?tab=billing#history', '/account?tab=billing#history'],
    ['/checkout?plan=3', '/checkout?plan=3'],
  ])('keeps a path of this site: %s', (value, kept) => {
    expect(sameSitePath(value)).toBe(kept);
  });

  it.each([
    ['another host', '//evil.example/account'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later', '/account\\x'],
    ['a scheme', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a relative path', 'account'],
    ['a control character', '/acc\nount'],
    ['a tab', '/\t/evil.example'],
    ['DEL', '/account\u007f'],
    ['empty', ''],
    ['not a string', 42],
  ])('refuses %s', (_case, value) => {
    expect(sameSitePath(value)).toBeUndefined();
  });
});

describe('the way back in the address', () => {
  it('goes through /login and /signup encoded, and reads back as it was', () => {
    const href = links.login('/account?tab=billing');
    expect(href).toBe('/login?redirectTo=%2Faccount%3Ftab%3Dbilling');
    expect(readRedirectTo(new URL(href, 'https://x.test').searchParams)).toBe('/account?tab=billing');
    expect(links.signup('/checkout?plan=2')).toBe('/signup?redirectTo=%2Fcheckout%3Fplan%3D2');
  });

  it('is left out when it is not a path of this site', () => {
    expect(links.login('//evil.example')).toBe('/login');
    expect(links.login()).toBe('/login');
  });

  it.each([
    ['nothing', '', undefined, '/account'],
    ['a guarded route with its query', '?redirectTo=%2Faccount%3Ftab%3Dteam', undefined, '/account?tab=team'],
    ['checkout with its plan', '?redirectTo=%2Fcheckout%3Fplan%3D3', undefined, '/checkout?plan=3'],
    ['another site', '?redirectTo=%2F%2Fevil.example', undefined, '/account'],
    ['a scheme', '?redirectTo=https%3A%2F%2Fevil.example', undefined, '/account'],
    ['login itself', '?redirectTo=%2Flogin', undefined, '/account'],
    ['navigation state: an origin', '', { from: '/feedback' }, '/feedback'],
    ['navigation state: checkout and a plan', '', { from: { pathname: '/checkout' }, planId: 3 }, '/checkout?plan=3'],
    ['navigation state: another site', '', { from: '//evil.example' }, '/account'],
    ['the address before the state', '?redirectTo=%2Fplans', { from: '/feedback' }, '/plans'],
  ])('after signing in, %s → %s', (_case, search, state, target) => {
    expect(afterSignIn(links, new URLSearchParams(search), state)).toBe(target);
  });

  it("follows the app's own links: a Japanese login page leads to the Japanese account", () => {
    const ja: SiteLinks = {
      ...links,
      account: '/ja/account',
      login: (to) => `/ja${links.login(to)}`,
      signup: (to) => `/ja${links.signup(to)}`,
    };
    expect(afterSignIn(ja, new URLSearchParams())).toBe('/ja/account');
    expect(afterSignIn(ja, new URLSearchParams('redirectTo=%2Fja%2Flogin'))).toBe('/ja/account');
    expect(afterSignIn(ja, new URLSearchParams('redirectTo=%2Fja%2Ffeedback'))).toBe('/ja/feedback');
  });
});

describe('the plan in the address', () => {
  it('is a positive whole number', () => {
    expect(links.checkout(3)).toBe('/checkout?plan=3');
    expect(readCheckoutPlan(new URLSearchParams('plan=3'))).toBe(3);
    expect(readCheckoutPlan(new URLSearchParams('plan=12&tab=x'))).toBe(12);
  });

  it.each(['abc', '0', '-1', '2.5', '', ' ', '1e3', '99999999999'])('?plan=%s is invalid', (value) => {
    expect(readCheckoutPlan(new URLSearchParams({ plan: value }))).toBe('invalid');
  });

  it('is none without one', () => {
    expect(readCheckoutPlan(new URLSearchParams(''))).toBe('none');
  });
});
