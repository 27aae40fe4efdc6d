import { describe, expect, it } from 'vitest';
import { translationAt as lookup, untranslatedKeys } from '../../shared/testing/translation-tree';
import { APP_PLATFORMS } from '../model/device-title';
import en from './en.json';
import ja from './ja.json';

/** Product and platform names, written the same in Japanese. */
const SAME_IN_BOTH: string[] = [];

describe('security translations', () => {
  it('translate every key into Japanese', () => {
    expect(untranslatedKeys(en, ja, SAME_IN_BOTH)).toEqual([]);
  });

  it.each(APP_PLATFORMS)('name the %s app', (platform) => {
    expect(lookup(en, `device.app.${platform}`)).toEqual(expect.any(String));
    expect(lookup(ja, `device.app.${platform}`)).toEqual(expect.any(String));
  });

  it("keep the product's wording", () => {
    expect(lookup(en, 'password.error')).toBe('Failed to change password');
    expect(lookup(en, 'sessions.loadError')).toBe('Failed to load sessions');
    expect(lookup(en, 'sessions.revokeError')).toBe('Failed to revoke session');
    expect(lookup(en, 'sessions.empty')).toBe('No active sessions');
    expect(lookup(en, 'sessions.active')).toBe('Active');
  });
});
