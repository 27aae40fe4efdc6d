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

  it.each([
    ['a test key without the staging setting', { VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51Holo' }, /is a test key/],
    [
      'an API URL with a user name and password',
      { VITE_API_BASE_URL: 'https://ops:pw@api.holostream.com' },
      /user name or password/,
    ],
    [
      'an API URL with a user name alone',
      { VITE_API_BASE_URL: 'https://ops@api.holostream.com' },
      /user name or password/,
    ],
    ['localhost', { VITE_API_BASE_URL: 'https://localhost:8443' }, /this machine/],
    ['127.0.0.1', { VITE_API_BASE_URL: 'https://127.0.0.1' }, /this machine/],
    ['a .localhost host', { VITE_API_BASE_URL: 'https://api.localhost' }, /this machine/],
    ['the demo host', { VITE_API_BASE_URL: 'https://api.holostream.example' }, /a demo address/],
    ['example.com', { VITE_API_BASE_URL: 'https://api.example.com' }, /a demo address/],
    ['example.org', { VITE_API_BASE_URL: 'https://api.example.org' }, /a demo address/],
    ['a name ending in a dot', { VITE_API_BASE_URL: 'https://localhost.:8443' }, /this machine/],
    ['a public name ending in a dot', { VITE_API_BASE_URL: 'https://api.holostream.com.' }, /ending in a dot/],
    ['an IPv4 address written as IPv6', { VITE_API_BASE_URL: 'https://[::ffff:127.0.0.1]' }, /private or reserved/],
    ['the IPv6 loopback', { VITE_API_BASE_URL: 'https://[::1]' }, /this machine/],
    ['a 10/8 address', { VITE_API_BASE_URL: 'https://10.0.0.5' }, /private or reserved/],
    ['a 172.16/12 address', { VITE_API_BASE_URL: 'https://172.20.1.1' }, /private or reserved/],
    ['a 192.168/16 address', { VITE_API_BASE_URL: 'https://192.168.1.10' }, /private or reserved/],
    ['a link-local address', { VITE_API_BASE_URL: 'https://169.254.169.254' }, /private or reserved/],
    ['a shared (carrier) address', { VITE_API_BASE_URL: 'https://100.64.0.1' }, /private or reserved/],
    ['an IPv6 link-local address', { VITE_API_BASE_URL: 'https://[fe80::1]' }, /private or reserved/],
    ['an IPv6 unique-local address', { VITE_API_BASE_URL: 'https://[fd12::1]' }, /private or reserved/],
    ['a .test name', { VITE_API_BASE_URL: 'https://api.holostream.test' }, /a reserved name/],
    ['a .local name', { VITE_API_BASE_URL: 'https://api.local' }, /a reserved name/],
    ['a .invalid name', { VITE_API_BASE_URL: 'https://api.invalid' }, /a reserved name/],
    [
      'a link on a reserved name',
      { VITE_CONTACT_FORM_URL: 'https://forms.test/contact' },
      /VITE_CONTACT_FORM_URL is a reserved name/,
    ],
    [
      'a download service on a private address',
      { VITE_DOWNLOAD_ORIGIN: 'https://10.1.2.3' },
      /VITE_DOWNLOAD_ORIGIN is a private/,
    ],
    [
      'an error report address on this machine',
      { VITE_ERROR_REPORT_URL: 'https://127.0.0.1/r' },
      /VITE_ERROR_REPORT_URL points at this machine/,
    ],
  ])('refuse %s, naming the variable', (_case, change, message) => {
    const found = problems({ ...VALID, ...change });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it.each([
    'https://api.holostream.com',
    'https://93.184.216.34',
    'https://[2606:4700::6810:84e5]',
    'https://172.32.0.1',
  ])('take a public API address: %s', (address) => {
    expect(problems({ ...VALID, VITE_API_BASE_URL: address })).toEqual([]);
  });

  it('let a staging build use a test key', () => {
    expect(problems({ ...VALID, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51Holo', HOLOSTREAM_STAGING: '1' })).toEqual([]);
  });

  it('let the demo use the sandbox on its own origin, with no key', () => {
    expect(readSiteSettings({ HOLOSTREAM_DEMO: '1' })).toMatchObject({ demo: true, VITE_API_BASE_URL: '' });
  });
});
