import { describe, expect, it } from 'vitest';
import { readPlanId } from './plan-id';

describe('readPlanId', () => {
  it.each([
    [{ planId: 3 }, 3],
    [{ planId: '2' }, 2],
    [{ planId: 0 }, undefined],
    [{ planId: -1 }, undefined],
    [{ planId: 1.5 }, undefined],
    [{ planId: 'pro' }, undefined],
    [{}, undefined],
    [null, undefined],
    ['3', undefined],
  ])('reads %j as %j', (state, expected) => {
    expect(readPlanId(state)).toBe(expected);
  });
});
