import type { Plan } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { formatMonthlyPrice, planFeatureLines } from './plan-features';

const features: Plan['features'] = {
  maxTeamSize: 3,
  monthlyUsageLimit: 30,
  streamingPriority: 'Standard',
  textureQuality: 'HD',
  audienceLimit: 50,
  privateStreams: true,
};

const lines = (name: string, changes: Partial<Plan['features']> = {}) =>
  planFeatureLines({ name, features: { ...features, ...changes } });
const line = (name: string, kind: string, changes: Partial<Plan['features']> = {}) =>
  lines(name, changes).find((candidate) => candidate.kind === kind);

describe('planFeatureLines (docs/product.md §3 feature keys)', () => {
  it('lists every key in order', () => {
    expect(lines('Developer')).toEqual([
      { kind: 'team-size', value: 3 },
      { kind: 'usage', value: 30 },
      { kind: 'priority', value: 'Standard' },
      { kind: 'texture', value: 'HD' },
      { kind: 'audience', value: 50 },
      { kind: 'private-streams', value: true },
    ]);
  });

  it.each([0, 'unlimited'] as const)('reads maxTeamSize %s as unlimited', (maxTeamSize) => {
    expect(line('Pro', 'team-size', { maxTeamSize })).toEqual({ kind: 'team-size', value: 'unlimited' });
  });

  it.each([0, 5, 'unlimited'] as const)('gives Enterprise an adapted team size for %s', (maxTeamSize) => {
    expect(line('enterprise', 'team-size', { maxTeamSize })).toEqual({ kind: 'team-size', value: 'adapted' });
  });

  it('reads monthlyUsageLimit 0 as unlimited', () => {
    expect(line('Pro', 'usage', { monthlyUsageLimit: 0 })).toEqual({ kind: 'usage', value: 'unlimited' });
  });

  it('says private streams no', () => {
    expect(line('free', 'private-streams', { privateStreams: false })).toEqual({
      kind: 'private-streams',
      value: false,
    });
  });

  it('adds the exclusive VPC line to Enterprise, or to a plan that has one', () => {
    expect(line('Enterprise', 'exclusive-vpc')).toEqual({ kind: 'exclusive-vpc' });
    expect(line('Enterprise', 'exclusive-vpc', { exclusiveVpc: false })).toBeUndefined();
    expect(line('Pro', 'exclusive-vpc')).toBeUndefined();
    expect(line('Pro', 'exclusive-vpc', { exclusiveVpc: true })).toEqual({ kind: 'exclusive-vpc' });
  });
});

describe('formatMonthlyPrice (cents / 100, USD)', () => {
  it.each([
    [1900, 'en', '$19'],
    [4950, 'en', '$49.50'],
    [0, 'en', '$0'],
    [1234500, 'en', '$12,345'],
    [1900, 'ja', '$19'],
  ])('%i cents in %s is %s', (cents, language, expected) => {
    expect(formatMonthlyPrice(cents, language)).toBe(expected);
  });
});
