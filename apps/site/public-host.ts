/**
 * Whether a host may serve the production site's API and links: a public name or address. It is not if it names this
 * machine, the demo's or another reserved name (RFC 2606, 6761, 6762, 8375), a private, shared, link-local or other
 * special-purpose address (RFC 1918, 6598, 3927, 4193, 5737, 3849, 6890), or is spelled to slip past such checks (a
 * trailing dot, an IPv4 address written as IPv6).
 */

/** Why a host cannot be the production's, in words for the build's message; null when it can. */
export type HostProblem =
  'this machine' | 'a demo address' | 'a reserved name' | 'a private or reserved address' | 'a name ending in a dot';

const RESERVED_NAMES: [RegExp, HostProblem][] = [
  [/(^|\.)localhost$/, 'this machine'],
  [/(^|\.)(example|example\.(com|net|org))$/, 'a demo address'],
  [/(^|\.)(test|invalid|local|internal|home\.arpa|onion)$/, 'a reserved name'],
];

/** IPv4 ranges that are not the public Internet's: [first octets, prefix length, what]. */
const IPV4_RANGES: [number[], number, HostProblem][] = [
  [[127], 8, 'this machine'],
  [[0], 8, 'this machine'],
  [[10], 8, 'a private or reserved address'],
  [[172, 16], 12, 'a private or reserved address'],
  [[192, 168], 16, 'a private or reserved address'],
  [[100, 64], 10, 'a private or reserved address'],
  [[169, 254], 16, 'a private or reserved address'],
  [[192, 0, 0], 24, 'a private or reserved address'],
  [[192, 0, 2], 24, 'a private or reserved address'],
  [[198, 18], 15, 'a private or reserved address'],
  [[198, 51, 100], 24, 'a private or reserved address'],
  [[203, 0, 113], 24, 'a private or reserved address'],
  [[224], 3, 'a private or reserved address'],
];

function ipv4Problem(host: string): HostProblem | null {
  const octets = host.split('.').map(Number);
  const value = octets.reduce((sum, octet) => sum * 256 + octet, 0) >>> 0;
  for (const [prefix, length, problem] of IPV4_RANGES) {
    const start = [...prefix, 0, 0, 0, 0].slice(0, 4).reduce((sum, octet) => sum * 256 + octet, 0) >>> 0;
    const mask = length === 0 ? 0 : (0xffffffff << (32 - length)) >>> 0;
    if ((value & mask) >>> 0 === (start & mask) >>> 0) return problem;
  }
  return null;
}

function ipv6Problem(address: string): HostProblem | null {
  if (address === '::1' || address === '::') return 'this machine';
  // An IPv4 address in IPv6 clothing ([::ffff:127.0.0.1], written back as [::ffff:7f00:1]).
  if (address.startsWith('::ffff:')) return 'a private or reserved address';
  const first = Number.parseInt(address.split(':')[0] || '0', 16);
  if ((first & 0xffc0) === 0xfe80) return 'a private or reserved address';
  if ((first & 0xfe00) === 0xfc00) return 'a private or reserved address';
  if (address.startsWith('2001:db8:') || (first & 0xff00) === 0xff00) return 'a private or reserved address';
  return null;
}

/** What is wrong with `hostname` (a URL's, lower case) for production, or null. */
export function hostProblem(hostname: string): HostProblem | null {
  if (hostname.endsWith('.')) return hostProblem(hostname.replace(/\.+$/, '')) ?? 'a name ending in a dot';
  if (hostname.startsWith('[')) return ipv6Problem(hostname.slice(1, -1));
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)) return ipv4Problem(hostname);
  return RESERVED_NAMES.find(([pattern]) => pattern.test(hostname))?.[1] ?? null;
}
