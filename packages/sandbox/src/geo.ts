/**
 * A pretend IP geolocation lookup. It knows the documentation address ranges (RFC 5737 / RFC 3849) the seed uses,
 * so demo sessions have places; loopback, private and every other address answer null, as a real lookup does for
 * addresses it cannot place. Send `X-Forwarded-For: 198.51.100.7` to sign in "from Paris".
 */
export interface GeoRecord {
  city: string | null;
  region: string | null;
  country: string | null;
  timezone: string | null;
  /** 1 when the country is an EU member state. */
  eu: 0 | 1;
  latitude: number;
  longitude: number;
  /** Accuracy radius in km. */
  area?: number;
}

const PLACES: { prefix: string; geo: GeoRecord }[] = [
  {
    prefix: '203.0.113.',
    geo: {
      city: 'Tokyo',
      region: '13',
      country: 'JP',
      timezone: 'Asia/Tokyo',
      eu: 0,
      latitude: 35.6895,
      longitude: 139.6917,
      area: 20,
    },
  },
  {
    prefix: '198.51.100.',
    geo: {
      city: 'Paris',
      region: 'IDF',
      country: 'FR',
      timezone: 'Europe/Paris',
      eu: 1,
      latitude: 48.8566,
      longitude: 2.3522,
      area: 10,
    },
  },
  {
    prefix: '192.0.2.',
    geo: {
      city: 'San Francisco',
      region: 'CA',
      country: 'US',
      timezone: 'America/Los_Angeles',
      eu: 0,
      latitude: 37.7749,
      longitude: -122.4194,
      area: 5,
    },
  },
  {
    // Only the country is known: no city, no radius.
    prefix: '2001:db8:',
    geo: {
      city: null,
      region: null,
      country: 'DE',
      timezone: 'Europe/Berlin',
      eu: 1,
      latitude: 51.2993,
      longitude: 9.491,
    },
  },
];

export function lookupIp(ip: string): GeoRecord | null {
  const place = PLACES.find(({ prefix }) => ip.toLowerCase().startsWith(prefix));
  return place ? { ...place.geo } : null;
}
