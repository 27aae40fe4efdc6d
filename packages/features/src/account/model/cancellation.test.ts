import type { Plan } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { featureChanges } from '../../plans';
import { cancellationFeedback, cheaperPlan } from './cancellation';

const features = (overrides: Partial<Plan['features']> = {}): Plan['features'] => ({
  maxTeamSize: 1,
  monthlyUsageLimit: 5,
  streamingPriority: 'Low',
  textureQuality: 'SD',
  audienceLimit: 10,
  privateStreams: false,
  ...overrides,
});
const plan = (id: number, name: string, price: number, more: Partial<Plan['features']> = {}): Plan => ({
  id,
  name,
  price,
  description: '',
  features: features(more),
});
const FREE = plan(1, 'Free', 0);
const DEVELOPER = plan(2, 'Developer', 1900, { maxTeamSize: 3, monthlyUsageLimit: 30, privateStreams: true });
const PRO = plan(3, 'Pro', 4900, { maxTeamSize: 5, monthlyUsageLimit: 100, privateStreams: true });
const ENTERPRISE = plan(4, 'Enterprise', 99900, { maxTeamSize: 'unlimited', monthlyUsageLimit: 0 });

describe('cancellationFeedback', () => {
  it('is a feature request for a missing feature, with the plan and what was written', () => {
    expect(cancellationFeedback('missing-feature', '  Spatial audio  ', 'Pro')).toEqual({
      categoryId: 2,
      title: 'Cancellation reason: Missing a feature',
      body: 'Plan: Pro. Reason: Missing a feature.\n\nSpatial audio',
    });
  });

  it('is category 9 for every other reason, and needs no words', () => {
    expect(cancellationFeedback('too-expensive', '', 'Developer')).toEqual({
      categoryId: 9,
      title: 'Cancellation reason: Too expensive',
      body: 'Plan: Developer. Reason: Too expensive.',
    });
    expect(cancellationFeedback('other', 'Moving on', 'Pro')?.categoryId).toBe(9);
  });

  it('sends nothing without a reason, and never more than the contract takes', () => {
    expect(cancellationFeedback(null, 'words', 'Pro')).toBeNull();
    expect(cancellationFeedback('other', 'x'.repeat(6000), 'Pro')?.body).toHaveLength(5000);
  });
});

describe('cheaperPlan', () => {
  const plans = [FREE, DEVELOPER, PRO, ENTERPRISE];

  it('offers Developer to a Pro subscriber', () => {
    expect(cheaperPlan(PRO, plans)).toBe(DEVELOPER);
  });

  it('offers the next plan down, sold online (never the free plan or Enterprise)', () => {
    expect(cheaperPlan(ENTERPRISE, plans)).toBe(PRO);
    expect(cheaperPlan(DEVELOPER, plans)).toBeUndefined();
    expect(cheaperPlan(FREE, plans)).toBeUndefined();
    expect(cheaperPlan(undefined, plans)).toBeUndefined();
  });
});

describe('featureChanges', () => {
  it('lists what reads differently after the move, in the list order', () => {
    expect(featureChanges(PRO, FREE).map(({ now, after }) => [now, after])).toEqual([
      [
        { kind: 'team-size', value: 5 },
        { kind: 'team-size', value: 1 },
      ],
      [
        { kind: 'usage', value: 100 },
        { kind: 'usage', value: 5 },
      ],
      [
        { kind: 'private-streams', value: true },
        { kind: 'private-streams', value: false },
      ],
    ]);
  });

  it('names a line the other plan lacks', () => {
    const vpc = plan(4, 'Enterprise', 99900, { exclusiveVpc: true } as Partial<Plan['features']>);
    expect(featureChanges(vpc, FREE).at(-1)).toEqual({ now: { kind: 'exclusive-vpc' }, after: null });
  });
});
