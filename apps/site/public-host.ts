/**
 * Whether a host may serve the production site's API and links: a public name or address. It is not if it names this
 * machine, the demo's or another reserved name (RFC 2606, 6761, 6762, 8375, 9476), a name only a private network
 * resolves (`.internal`, `.lan`, `.corp`, `.home`, a name without a dot), an address of IANA's special-purpose
 * registries (IPv4 and IPv6: private, shared, loopback, link-local, documentation, translation and tunnel prefixes,
 * multicast), an IPv6 address outside the global unicast range (fec0::/10, [::7f00:1]), or is spelled to slip past
 * such checks (a trailing dot).
 */

/** Why a host cannot be the production's, in words for the build's message; null when it can. */
export type HostProblem =
  | 'this machine'
  | 'a demo address'
  | 'a reserved name'
  | 'a private network name'
  | 'a private or reserved address'
  | 'a name ending in a dot';

const RESERVED_NAMES: [RegExp, HostProblem][] = [
  [/(^|\.)localhost$/, 'this machine'],
  [/(^|\.)(example|example\.(com|net|org))$/, 'a demo address'],
  [/(^|\.)(test|invalid|local|onion|alt|arpa)$/, 'a reserved name'],
  // Names no public registry hands out, which private networks use: ICANN's .internal, and the ones it will not
  // delegate because so many networks already do (RFC 6762 appendix G; ICANN's name-collision resolutions).
  [/(^|\.)(internal|intranet|private|lan|corp|home|mail|localdomain)$/, 'a private network name'],
  [/^[^.]+$/, 'a private network name'],
];

/** IANA's IPv4 special-purpose address registry, and multicast, reserved and broadcast (224/3): [prefix, length]. */
const IPV4_SPECIAL: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
];

/**
 * IANA's IPv6 special-purpose registry inside the global unicast range 2000::/3 (every address outside it is refused
 * already: ::1, ::ffff:0:0/96, 64:ff9b::/96, 100::/64, fc00::/7, fe80::/10, fec0::/10, ff00::/8 among them).
 */
const IPV6_SPECIAL: [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['2620:4f:8000::', 48],
  ['3fff::', 20],
];

const ipv4Value = (address: string) => address.split('.').reduce((sum, octet) => sum * 256n + BigInt(octet), 0n);

/** An IPv6 address (as a URL writes it: lower case, `::` for zeros, no dotted part) as a 128-bit number. */
function ipv6Value(address: string): bigint {
  const [head = '', tail] = address.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const zeros = tail === undefined ? [] : Array<string>(8 - groups(head).length - groups(tail).length).fill('0');
  return [...groups(head), ...zeros, ...groups(tail)].reduce((sum, group) => sum * 65536n + BigInt(`0x${group}`), 0n);
}

const within = (value: bigint, prefix: bigint, length: number, bits: number) =>
  value >> BigInt(bits - length) === prefix >> BigInt(bits - length);

function ipv4Problem(address: string): HostProblem | null {
  const value = ipv4Value(address);
  if (within(value, ipv4Value('127.0.0.0'), 8, 32) || within(value, 0n, 8, 32)) return 'this machine';
  const special = IPV4_SPECIAL.some(([prefix, length]) => within(value, ipv4Value(prefix), length, 32));
  return special ? 'a private or reserved address' : null;
}

function ipv6Problem(address: string): HostProblem | null {
  let value: bigint;
  try {
    value = ipv6Value(address);
  } catch {
    // Not as a URL writes it (a dotted part, say): not an address to publish.
    return 'a private or reserved address';
  }
  if (value <= 1n) return 'this machine';
  const global = within(value, ipv6Value('2000::'), 3, 128);
  const special = IPV6_SPECIAL.some(([prefix, length]) => within(value, ipv6Value(prefix), length, 128));
  return global && !special ? null : 'a private or reserved address';
}

/** Whether `hostname` (a URL's) is an IP address rather than a name. */
export function isIpAddress(hostname: string): boolean {
  return hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

/** What is wrong with `hostname` (a URL's, as the URL parser wrote it) for production, or null. */
export function hostProblem(hostname: string): HostProblem | null {
  if (hostname.endsWith('.')) return hostProblem(hostname.replace(/\.+$/, '')) ?? 'a name ending in a dot';
  if (hostname.startsWith('[')) return ipv6Problem(hostname.slice(1, -1));
  if (isIpAddress(hostname)) return ipv4Problem(hostname);
  return RESERVED_NAMES.find(([pattern]) => pattern.test(hostname))?.[1] ?? null;
}
