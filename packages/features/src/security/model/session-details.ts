/**
 * What a session card shows beyond its title (docs/product.md §2 Security tab, §3 Session), as plain values
 * formatted for the reader's language: place, coordinates with the accuracy radius, dates.
 */
import type { Session } from '@holostream/api';

/** The country's name in `language` for a two-letter code ('JP' → 'Japan'); anything else as it is. */
export function countryName(country: string, language: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

/** A region as the lookup gives it may be a code ('13' for Tokyo, 'IDF'): people never read those. */
const REGION_CODE = /^[A-Za-z0-9]{1,3}$/;

/**
 * The place as people write it, the unknown parts left out; null when nothing is known. English: 'Tokyo, Japan',
 * 'Munich, Bavaria, Germany'. Japanese: 'Tokyo（日本）'. A region that is a code, or that repeats the city, is left out.
 */
export function locationText(details: Session['details'], language: string): string | null {
  const clean = (part: string | null | undefined) => part?.trim() ?? '';
  const city = clean(details.city);
  const region = clean(details.region);
  const country = details.country === null ? '' : clean(countryName(clean(details.country), language));
  const place = [city, REGION_CODE.test(region) || region.toLowerCase() === city.toLowerCase() ? '' : region].filter(
    (part) => part !== '',
  );
  if (language.startsWith('ja')) {
    const local = place.join('、');
    if (local === '') return country === '' ? null : country;
    return country === '' ? local : `${local}（${country}）`;
  }
  const parts = [...place, country].filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(', ');
}

export interface SessionPosition {
  latitude: number;
  longitude: number;
  /** Accuracy radius in km, when the lookup gave one. */
  radiusKm: number | null;
}

/** Where the session was seen: its coordinates (else the lookup's latitude/longitude pair) and radius. */
export function sessionPosition(session: Session): SessionPosition | null {
  const details = session.geographicInfo?.details;
  const [latitude, longitude] = details?.ll ?? [];
  const point =
    session.coordinates ?? (latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null);
  if (!point) return null;
  return { latitude: point.latitude, longitude: point.longitude, radiusKm: details?.area ?? null };
}

/** '35.6895°, 139.6917°': signed decimal degrees, at most 4 decimals (about 10 m), in the reader's digits. */
export function formatCoordinates({ latitude, longitude }: SessionPosition, language: string): string {
  const degrees = new Intl.NumberFormat(language, { maximumFractionDigits: 4 });
  return `${degrees.format(latitude)}°, ${degrees.format(longitude)}°`;
}

/** '20 km' in the reader's language. */
export function formatRadius(km: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(km);
}

/** A moment in the reader's language and time zone ('Jul 10, 2025, 6:00 PM'); null for a missing or bad value. */
export function formatDateTime(value: string | null, language: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
