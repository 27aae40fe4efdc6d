// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readSiteSettings } from './build-settings';

const VALID = {
  VITE_API_BASE_URL: 'https://api.holostream.test',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_51Holo',
  VITE_CONTACT_FORM_URL: 'https://forms.holostream.test/contact',
  VITE_SUPPORT_EMAIL: 'support@holostream.test',
  VITE_WEBSITE_URL: 'https://holostream.test',
  VITE_MEETING_SYSTEM_URL: 'https://partner.holostream.test/meetings',
  VITE_DEMO_VIDEO_EMBED_URL: 'https://video.holostream.test/embed/demo',
  VITE_IOS_BETA_URL: 'https://testflight.apple.com/join/H0L0STRM',
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
      { VITE_API_BASE_URL: 'https://ops:pw@api.holostream.test' },
      /user name or password/,
    ],
    [
      'an API URL with a user name alone',
      { VITE_API_BASE_URL: 'https://ops@api.holostream.test' },
      /user name or password/,
    ],
    ['localhost', { VITE_API_BASE_URL: 'https://localhost:8443' }, /this machine/],
    ['127.0.0.1', { VITE_API_BASE_URL: 'https://127.0.0.1' }, /this machine/],
    ['a .localhost host', { VITE_API_BASE_URL: 'https://api.localhost' }, /this machine/],
    ['the demo host', { VITE_API_BASE_URL: 'https://api.holostream.example' }, /a demo address/],
    ['example.com', { VITE_API_BASE_URL: 'https://api.example.com' }, /a demo address/],
  ])('refuse %s, naming the variable', (_case, change, message) => {
    const found = problems({ ...VALID, ...change });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it('let a staging build use a test key', () => {
    expect(problems({ ...VALID, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51Holo', HOLOSTREAM_STAGING: '1' })).toEqual([]);
  });

  it('let the demo use the sandbox on its own origin, with no key', () => {
    expect(readSiteSettings({ HOLOSTREAM_DEMO: '1' })).toMatchObject({ demo: true, VITE_API_BASE_URL: '' });
  });
});
