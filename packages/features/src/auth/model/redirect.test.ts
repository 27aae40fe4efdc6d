import { describe, expect, it } from 'vitest';
import { redirectAfterLogin } from './redirect';

describe('redirectAfterLogin (spec §2 Login)', () => {
  it.each([
    ['no state', undefined, { to: '/account', replace: true }],
    ['null state', null, { to: '/account', replace: true }],
    ['state without origin', { planId: 3 }, { to: '/account', replace: true }],
    ['origin /account', { from: { pathname: '/account' } }, { to: '/account', replace: true }],
    [
      'origin with query and hash',
      { from: { pathname: '/account', search: '?tab=billing', hash: '#history' } },
      { to: '/account?tab=billing#history', replace: true },
    ],
    ['origin as a string', { from: '/feedback' }, { to: '/feedback', replace: true }],
    ['origin string with query', { from: '/account?tab=team' }, { to: '/account?tab=team', replace: true }],
    ['origin /plans', { from: '/plans' }, { to: '/plans', replace: true }],
    [
      'checkout with a plan id',
      { from: { pathname: '/checkout' }, planId: 3 },
      { to: '/checkout', replace: true, state: { planId: 3 } },
    ],
    [
      'checkout with a numeric string plan id',
      { from: '/checkout', planId: '2' },
      { to: '/checkout', replace: true, state: { planId: 2 } },
    ],
    ['checkout without a plan id', { from: { pathname: '/checkout' } }, { to: '/checkout', replace: true }],
    ['checkout with a bad plan id', { from: '/checkout', planId: -1 }, { to: '/checkout', replace: true }],
    ['a plan id with another origin', { from: '/account', planId: 3 }, { to: '/account', replace: true }],
    ['origin /login itself', { from: '/login' }, { to: '/account', replace: true }],
    ['another site (open redirect)', { from: '//evil.example/account' }, { to: '/account', replace: true }],
    ['an absolute URL', { from: 'https://evil.example/' }, { to: '/account', replace: true }],
    ['a backslash path', { from: '/\\evil.example' }, { to: '/account', replace: true }],
    ['a malformed origin', { from: { path: '/account' } }, { to: '/account', replace: true }],
  ])('%s', (_case, state, target) => {
    expect(redirectAfterLogin(state)).toEqual(target);
  });
});
