// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readSiteSettings } from './build-settings';

const VALID = {
  VITE_API_BASE_URL: 'https://api.holostream.com',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_51Holo',
  VITE_CONTACT_FORM_URL: 'https://forms.holostream.com/contact',
  VITE_SUPPORT_EMAIL: 'support@holostream.com',
  VITE_WEBSITE_URL: 'https://holostream.com',
  VITE_MEETING_SYSTEM_URL: 'https://partner.holostream.com/meetings',
  VITE_DEMO_VIDEO_EMBED_URL: 'https://video.holostream.com/embed/demo',
  VITE_IOS_BETA_URL: 'https://testflight.apple.com/join/H0L0STRM',
  VITE_DOWNLOAD_ORIGIN: 'https://downloads.holostream.com',
};

/** The problems a production build with these settings fails on, or [] when it builds. */
function problems(env: Record<string, string>): string[] {
  try {
    readSiteSettings(env);
    return [];
  } catch (error) {
    return (error as Error).message.split('\n- ').slice(1);
  }
}

describe('the production build settings', () => {
  it('take a complete, safe set', () => {
    expect(problems(VALID)).toEqual([]);
  });

  it('refuse a test key without the staging setting', () => {
    expect(problems({ ...VALID, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51Holo' })).toEqual([
      expect.stringMatching(/is a test key/),
    ]);
  });

  // Every address setting against IANA's special-purpose registries, the names no public registry hands out, a user
  // name or password, and an IP address where a link or the e-mail needs a name. null: the build takes it.
  const API = 'VITE_API_BASE_URL';
  it.each<[string, string, string, RegExp | null]>([
    ['a public API', API, 'https://api.holostream.com', null],
    ['a public IPv4 API', API, 'https://93.184.216.34', null],
    ['a public IPv6 API', API, 'https://[2606:4700::6810:84e5]', null],
    ['just past 172.16/12', API, 'https://172.32.0.1', null],
    ['just past 100.64/10', API, 'https://100.128.0.1', null],
    ['just past 198.18/15', API, 'https://198.20.0.1', null],
    ['just past 2001::/23', API, 'https://[2001:200::1]', null],
    ['a global IPv6 prefix', API, 'https://[2a00:1450::1]', null],
    ['a user name and password', API, 'https://ops:pw@api.holostream.com', /user name or password/],
    ['a user name alone', API, 'https://ops@api.holostream.com', /user name or password/],
    ['localhost', API, 'https://localhost:8443', /this machine/],
    ['a .localhost name', API, 'https://api.localhost', /this machine/],
    ['localhost with a dot', API, 'https://localhost.:8443', /this machine/],
    ['127.0.0.1', API, 'https://127.0.0.1', /this machine/],
    ['127/8 in hex', API, 'https://0x7f.1', /this machine/],
    ['127/8 as one number', API, 'https://2130706433', /this machine/],
    ['0.0.0.0', API, 'https://0.0.0.0', /this machine/],
    ['the IPv6 loopback', API, 'https://[::1]', /this machine/],
    ['the IPv6 unspecified address', API, 'https://[::]', /this machine/],
    ['10/8', API, 'https://10.0.0.5', /private or reserved address/],
    ['10/8 in octal', API, 'https://012.0.0.5', /private or reserved address/],
    ['172.16/12', API, 'https://172.20.1.1', /private or reserved address/],
    ['192.168/16', API, 'https://192.168.1.10', /private or reserved address/],
    ['link-local', API, 'https://169.254.169.254', /private or reserved address/],
    ['shared (carrier NAT)', API, 'https://100.64.0.1', /private or reserved address/],
    ['IETF protocol assignments', API, 'https://192.0.0.9', /private or reserved address/],
    ['TEST-NET-1', API, 'https://192.0.2.1', /private or reserved address/],
    ['AS112', API, 'https://192.31.196.1', /private or reserved address/],
    ['AMT', API, 'https://192.52.193.1', /private or reserved address/],
    ['the 6to4 relay', API, 'https://192.88.99.1', /private or reserved address/],
    ['AS112 direct delegation', API, 'https://192.175.48.1', /private or reserved address/],
    ['benchmarking', API, 'https://198.18.0.1', /private or reserved address/],
    ['TEST-NET-2', API, 'https://198.51.100.7', /private or reserved address/],
    ['TEST-NET-3', API, 'https://203.0.113.9', /private or reserved address/],
    ['multicast', API, 'https://224.0.0.1', /private or reserved address/],
    ['reserved 240/4', API, 'https://240.0.0.1', /private or reserved address/],
    ['broadcast', API, 'https://255.255.255.255', /private or reserved address/],
    ['IPv4-mapped', API, 'https://[::ffff:127.0.0.1]', /private or reserved address/],
    ['IPv4-compatible', API, 'https://[::7f00:1]', /private or reserved address/],
    ['NAT64', API, 'https://[64:ff9b::a00:5]', /private or reserved address/],
    ['local-use NAT64', API, 'https://[64:ff9b:1::1]', /private or reserved address/],
    ['discard-only', API, 'https://[100::1]', /private or reserved address/],
    ['IETF protocol assignments (IPv6)', API, 'https://[2001:2::1]', /private or reserved address/],
    ['Teredo', API, 'https://[2001::1]', /private or reserved address/],
    ['IPv6 documentation', API, 'https://[2001:db8::1]', /private or reserved address/],
    ['IPv6 documentation (3fff::/20)', API, 'https://[3fff::1]', /private or reserved address/],
    ['6to4', API, 'https://[2002:a00:5::1]', /private or reserved address/],
    ['AS112 (IPv6)', API, 'https://[2620:4f:8000::1]', /private or reserved address/],
    ['segment routing', API, 'https://[5f00::1]', /private or reserved address/],
    ['unique-local', API, 'https://[fd12::1]', /private or reserved address/],
    ['IPv6 link-local', API, 'https://[fe80::1]', /private or reserved address/],
    ['site-local', API, 'https://[fec0::1]', /private or reserved address/],
    ['IPv6 multicast', API, 'https://[ff02::1]', /private or reserved address/],
    ['the demo host', API, 'https://api.holostream.example', /a demo address/],
    ['example.com', API, 'https://api.example.com', /a demo address/],
    ['example.org', API, 'https://api.example.org', /a demo address/],
    ['a public name with a dot', API, 'https://api.holostream.com.', /ending in a dot/],
    ...['test', 'invalid', 'local', 'alt', 'onion', 'home.arpa'].map(
      (end) => [`.${end}`, API, `https://api.${end}`, /a reserved name/] as [string, string, string, RegExp],
    ),
    ...['internal', 'lan', 'corp', 'home', 'intranet', 'private', 'localdomain'].map(
      (end) => [`.${end}`, API, `https://api.${end}`, /a private network name/] as [string, string, string, RegExp],
    ),
    ['a name without a dot', API, 'https://api', /a private network name/],
    ['a link with a password', 'VITE_CONTACT_FORM_URL', 'https://ops:hunter2@forms.holostream.com/c', /password/],
    ['a link on a reserved name', 'VITE_CONTACT_FORM_URL', 'https://forms.test/contact', /is a reserved name/],
    ['a link on a private address', 'VITE_DOWNLOAD_ORIGIN', 'https://10.1.2.3', /is a private or reserved/],
    ['a link on a public IP', 'VITE_DOWNLOAD_ORIGIN', 'https://93.184.216.34', /an IP address, not a name/],
    ['a link on a public IPv6', 'VITE_WEBSITE_URL', 'https://[2606:4700::1]', /an IP address, not a name/],
    ['a link on a .corp name', 'VITE_MEETING_SYSTEM_URL', 'https://meet.corp/x', /a private network name/],
    ['the e-mail on a public IP', 'VITE_SUPPORT_EMAIL', 'support@93.184.216.34', /an IP address, not a name/],
    ['the e-mail on 127/8 in hex', 'VITE_SUPPORT_EMAIL', 'support@0x7f.1', /this machine/],
    ['the e-mail on a bracketed IP', 'VITE_SUPPORT_EMAIL', 'support@[127.0.0.1]', /must be an e-mail address/],
    ['the e-mail on a .lan name', 'VITE_SUPPORT_EMAIL', 'support@holostream.lan', /a private network name/],
    ['a report address with a password', 'VITE_ERROR_REPORT_URL', 'https://u:p@errors.holostream.com/r', /password/],
    ['a report address on this machine', 'VITE_ERROR_REPORT_URL', 'https://127.0.0.1/r', /points at this machine/],
    ['a policy report on a .home name', 'CSP_REPORT_URL', 'https://csp.home/r', /points at a private network name/],
  ])('%s: %s=%s → %s', (_case, name, value, expected) => {
    const found = problems({ ...VALID, [name]: value });
    if (expected === null) expect(found).toEqual([]);
    else expect(found).toEqual([expect.stringMatching(new RegExp(`^${name} [\\s\\S]*${expected.source}`))]);
  });

  it('let a staging build use a test key', () => {
    expect(problems({ ...VALID, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51Holo', HOLOSTREAM_STAGING: '1' })).toEqual([]);
  });

  it('let the demo use the sandbox on its own origin, with no key', () => {
    expect(readSiteSettings({ HOLOSTREAM_DEMO: '1' })).toMatchObject({ demo: true, VITE_API_BASE_URL: '' });
  });
});
