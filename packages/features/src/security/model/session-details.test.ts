import type { Session } from '@holostream/api';
import { sandboxFixtures } from '@holostream/sandbox';
import { describe, expect, it } from 'vitest';
import {
  countryName,
  formatCoordinates,
  formatDateTime,
  formatRadius,
  locationText,
  sessionPosition,
} from './session-details';

const { sessions } = sandboxFixtures({ user: 'demo' });
const byIp = (ip: string): Session => {
  const session = sessions.find((candidate) => candidate.ip === ip);
  if (!session) throw new Error(`No seeded session from ${ip}`);
  return session;
};
const tokyo = byIp('203.0.113.24');
const paris = byIp('198.51.100.7');
const germany = byIp('2001:db8::42');
const privateAddress = byIp('10.0.0.12');

describe('locationText', () => {
  it('writes the place as people do, the country in the reader’s language and no region code', () => {
    expect(locationText(tokyo.details, 'en')).toBe('Tokyo, Japan');
    expect(locationText(paris.details, 'en')).toBe('Paris, France');
    expect(locationText(tokyo.details, 'ja')).toBe('Tokyo（日本）');
    expect(locationText({ city: 'Munich', region: 'Bavaria', country: 'DE' }, 'en')).toBe('Munich, Bavaria, Germany');
    expect(locationText({ city: 'Tokyo', region: 'tokyo', country: 'JP' }, 'en')).toBe('Tokyo, Japan');
    expect(locationText({ city: null, region: 'Bavaria', country: null }, 'ja')).toBe('Bavaria');
    expect(locationText({ city: null, region: null, country: 'DE' }, 'ja')).toBe('ドイツ');
  });

  it('leaves out the unknown parts, and says nothing when nothing is known', () => {
    expect(locationText(germany.details, 'en')).toBe('Germany');
    expect(locationText(privateAddress.details, 'en')).toBeNull();
    expect(locationText({ city: '  ', region: null, country: null }, 'en')).toBeNull();
  });

  it('shows a country that is not a two-letter code as it came', () => {
    expect(countryName('Atlantis', 'en')).toBe('Atlantis');
    expect(countryName('jp', 'en')).toBe('Japan');
  });
});

describe('sessionPosition and its formatting', () => {
  it('takes the coordinates with the accuracy radius in km', () => {
    const position = sessionPosition(tokyo);
    expect(position).toEqual({ latitude: 35.6895, longitude: 139.6917, radiusKm: 20 });
    expect(position && formatCoordinates(position, 'en')).toBe('35.6895°, 139.6917°');
    expect(formatRadius(20, 'en')).toBe('20 km');
    expect(formatRadius(2.25, 'en')).toBe('2.3 km');
  });

  it('has no radius when the lookup gave none', () => {
    expect(sessionPosition(germany)).toEqual({ latitude: 51.2993, longitude: 9.491, radiusKm: null });
  });

  it('falls back to the lookup’s latitude/longitude pair when the coordinates are missing', () => {
    const withoutCoordinates: Session = { ...paris, coordinates: null };
    expect(sessionPosition(withoutCoordinates)).toEqual({ latitude: 48.8566, longitude: 2.3522, radiusKm: 10 });
  });

  it('is null for a session nobody could place', () => {
    expect(sessionPosition(privateAddress)).toBeNull();
  });

  it('writes negative degrees and at most four decimals', () => {
    expect(formatCoordinates({ latitude: -33.868819, longitude: -122.41, radiusKm: null }, 'en')).toBe(
      '-33.8688°, -122.41°',
    );
  });
});

describe('formatDateTime', () => {
  it('formats a moment in the reader’s language', () => {
    const value = '2025-07-10T09:00:00Z';
    expect(formatDateTime(value, 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
    );
    expect(formatDateTime(value, 'en')).toMatch(/Jul 10, 2025/);
    expect(formatDateTime(value, 'ja')).toMatch(/2025\/07\/10/);
  });

  it('is null for a missing or broken date', () => {
    expect(formatDateTime(null, 'en')).toBeNull();
    expect(formatDateTime('not a date', 'en')).toBeNull();
  });
});
