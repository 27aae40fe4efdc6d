import { describe, expect, it } from 'vitest';
import { translationAt as lookup, untranslatedKeys } from '../../shared/testing/translation-tree';
import en from './en.json';
import ja from './ja.json';

describe('auth translations', () => {
  it('translate every key the Japanese side has into something else than English', () => {
    expect(untranslatedKeys(en, ja)).toEqual([]);
  });

  it('keep the exact wording of docs/product.md of the session-expired modal and the login error', () => {
    expect(lookup(en, 'sessionExpired.title')).toBe('Session Expired');
    expect(lookup(en, 'sessionExpired.description')).toBe(
      'Your session has expired and you need to log in again to continue using the application.',
    );
    expect(lookup(en, 'sessionExpired.action')).toBe('Login Again');
    expect(lookup(en, 'login.error')).toBe('Invalid email or password');
    expect(lookup(en, 'forgot.error')).toBe('Failed to send reset email');
    expect(lookup(en, 'signup.error')).toBe('Failed to create account');
    expect(lookup(en, 'reset.noTokenTitle')).toBe('No reset token provided');
    expect(lookup(en, 'reset.invalidTitle')).toBe('Invalid or expired reset token');
    expect(lookup(en, 'reset.error')).toBe('Failed to reset password');
  });
});
