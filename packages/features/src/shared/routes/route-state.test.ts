import { describe, expect, it } from 'vitest';
import { readLoginState, readPlanId, readSuccessMessage } from './route-state';

describe('readPlanId', () => {
  it.each([
    [{ planId: 3 }, 3],
    [{ planId: '4' }, 4],
    [{ planId: 0 }, undefined],
    [{ planId: -1 }, undefined],
    [{ planId: 2.5 }, undefined],
    [{ planId: 'pro' }, undefined],
    [{ planId: '' }, undefined],
    [{}, undefined],
    [null, undefined],
    ['3', undefined],
  ])('%j → %s', (state, planId) => {
    expect(readPlanId(state)).toBe(planId);
  });
});

describe('readLoginState', () => {
  it('keeps what is well formed and drops the rest', () => {
    expect(readLoginState({ from: '/account?tab=billing', planId: '3', accountCreated: { email: 'a@b.c' } })).toEqual({
      from: '/account?tab=billing',
      planId: 3,
      accountCreated: { email: 'a@b.c' },
    });
    expect(readLoginState({ from: { pathname: '/checkout' }, extra: true })).toEqual({
      from: { pathname: '/checkout' },
    });
    expect(readLoginState({ from: 42, planId: 'pro', accountCreated: { email: 7 } })).toEqual({});
    expect(readLoginState(null)).toEqual({});
  });
});

describe('readSuccessMessage', () => {
  it('is the message, or null for anything blank or malformed', () => {
    expect(readSuccessMessage({ successMessage: 'Subscribed to Pro' })).toBe('Subscribed to Pro');
    expect(readSuccessMessage({ successMessage: '  ' })).toBeNull();
    expect(readSuccessMessage({ successMessage: 3 })).toBeNull();
    expect(readSuccessMessage(undefined)).toBeNull();
  });
});
