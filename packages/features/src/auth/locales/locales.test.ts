import { validationMessages } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { authResources } from './resources';

/** Every key path of a nested translation object, e.g. `login.title`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function lookup(resources: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
      resources,
    );
}

/** The message keys the auth forms' schemas (signup, login, forgot, reset) can produce. */
const AUTH_FORM_MESSAGES = [
  validationMessages.usernameLength,
  validationMessages.usernameAlphanumeric,
  validationMessages.emailRequired,
  validationMessages.emailTooLong,
  validationMessages.emailInvalid,
  validationMessages.passwordRequired,
  validationMessages.passwordLength,
  validationMessages.passwordFirstCharacter,
  validationMessages.passwordLowercase,
  validationMessages.passwordUppercase,
  validationMessages.passwordNumber,
  validationMessages.passwordSpecial,
  validationMessages.passwordMismatch,
  validationMessages.termsRequired,
  validationMessages.resetTokenRequired,
];

describe('auth translations', () => {
  const en = authResources.en.auth;
  const ja = authResources.ja.auth;

  it('have the same keys in English and Japanese', () => {
    expect(keyPaths(ja).sort()).toEqual(keyPaths(en).sort());
  });

  it('translate every key the Japanese side has into something else than English', () => {
    const untranslated = keyPaths(en).filter((path) => lookup(en, path) === lookup(ja, path));
    expect(untranslated).toEqual([]);
  });

  it.each(AUTH_FORM_MESSAGES)('translate the validation message %s', (key) => {
    expect(lookup(en, key)).toEqual(expect.any(String));
    expect(lookup(ja, key)).toEqual(expect.any(String));
  });

  it('keep the exact spec wording of the session-expired modal and the login error', () => {
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
