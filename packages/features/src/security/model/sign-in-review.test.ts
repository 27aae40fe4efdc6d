import type { Session } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { signInFlags } from './sign-in-review';

const now = new Date('2026-11-28T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const session = (overrides: Partial<Session> & { country?: string | null }): Session => {
  const { country = 'JP', ...rest } = overrides;
  return {
    id: 2,
    name: null,
    currentSession: false,
    details: { city: null, region: null, country },
    coordinates: null,
    ip: '203.0.113.1',
    geographicInfo: null,
    lastUsedAt: null,
    createdAt: new Date(now.getTime() - 30 * DAY).toISOString(),
    ...rest,
  } as Session;
};
const current = session({ id: 1, currentSession: true });

describe('signInFlags', () => {
  it('marks another session created in the last 7 days as new', () => {
    const at = (ms: number) =>
      signInFlags(session({ createdAt: new Date(now.getTime() - ms).toISOString() }), current, now);
    expect(at(0).isNew).toBe(true);
    expect(at(7 * DAY - 1).isNew).toBe(true);
    expect(at(7 * DAY).isNew).toBe(false);
    expect(at(-DAY).isNew).toBe(false);
  });

  it("marks a country other than the current session's", () => {
    expect(signInFlags(session({ country: 'FR' }), current, now).otherCountry).toBe(true);
    expect(signInFlags(session({ country: 'jp' }), current, now).otherCountry).toBe(false);
  });

  it('flags nothing on missing data, and never the current session', () => {
    expect(signInFlags(session({ country: null }), current, now)).toEqual({ isNew: false, otherCountry: false });
    expect(signInFlags(session({ country: 'FR' }), undefined, now).otherCountry).toBe(false);
    expect(
      signInFlags(session({ country: 'FR' }), session({ country: null, currentSession: true }), now).otherCountry,
    ).toBe(false);
    expect(signInFlags(session({ createdAt: 'not a date' }), current, now).isNew).toBe(false);
    expect(signInFlags({ ...current, createdAt: new Date(now.getTime() - DAY).toISOString() }, current, now)).toEqual({
      isNew: false,
      otherCountry: false,
    });
  });
});
