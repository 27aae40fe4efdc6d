import { describe, expect, it } from 'vitest';
import { addMemberFormSchema, emailSchema, feedbackFormSchema, loginFormSchema, signupFormSchema } from './forms';
import { normaliseInvitationCode, textLength } from './identifiers';

describe('invitation codes as people type them', () => {
  it.each([
    ['7TFE-KSLP-Q2M9-ZX4B', 'as written'],
    ['７ＴＦＥ－ＫＳＬＰ－Ｑ２Ｍ９－ＺＸ４Ｂ', 'full-width (a Japanese keyboard)'],
    ['7TFE - KSLP - Q2M9 - ZX4B', 'spaces around the dashes'],
    [' 7tfe kslp q2m9 zx4b ', 'in groups, lower case'],
    ['7TFEKSLPQ2M9ZX4B', 'without dashes'],
    ['7TFEーKSLPーQ2M9ーZX4B', 'with the long vowel mark an IME types for a dash'],
    ['7TFE–KSLP–Q2M9–ZX4B', 'with en dashes'],
  ])('%s (%s) is the code', (typed) => {
    expect(normaliseInvitationCode(typed)).toBe('7TFE-KSLP-Q2M9-ZX4B');
    const parsed = addMemberFormSchema.safeParse({ username: 'alex', invitationCode: typed, role: 'member' });
    expect(parsed.success && parsed.data.invitationCode).toBe('7TFE-KSLP-Q2M9-ZX4B');
  });

  it('leaves a code of the wrong length for the format check', () => {
    expect(
      addMemberFormSchema.safeParse({ username: 'alex', invitationCode: '7TFE-KSLP-Q2M9', role: 'member' }).success,
    ).toBe(false);
  });
});

describe('identifiers', () => {
  it('accepts an e-mail typed full-width or with spaces, and sends it plain', () => {
    expect(emailSchema.parse('ｄｅｍｏ＠ｈｏｌｏｓｔｒｅａｍ．ｄｅｖ')).toBe('demo@holostream.dev');
    expect(loginFormSchema.parse({ email: ' demo @holostream.dev\u200b', password: 'x' }).email).toBe(
      'demo@holostream.dev',
    );
  });

  it('takes full-width letters and digits in a username, and never touches a password', () => {
    const parsed = signupFormSchema.parse({
      username: 'ａｌｅｘ１２',
      email: 'alex@example.com',
      password: 'Password1!\u3000x',
      confirmPassword: 'Password1!\u3000x',
      acceptTerms: true,
    });
    expect(parsed.username).toBe('alex12');
    expect(parsed.password).toBe('Password1!\u3000x');
  });
});

describe('one unit for every length: code points', () => {
  it.each([
    ['😀', 1],
    ['👨‍👩‍👧‍👦', 7],
    ['🇯🇵', 2],
    ['e\u0301', 2],
    ['日本', 2],
  ])('%s is %i', (text, length) => expect(textLength(text)).toBe(length));

  it('limits a feedback title to 255 of them, whatever they are', () => {
    const title = (text: string) => feedbackFormSchema.safeParse({ categoryId: 4, title: text, body: 'x' }).success;
    expect(title('😀'.repeat(255))).toBe(true);
    expect(title('😀'.repeat(256))).toBe(false);
    expect(title(`${'👨‍👩‍👧‍👦'.repeat(36)}abc`)).toBe(true);
    expect(title(`${'👨‍👩‍👧‍👦'.repeat(36)}abcd`)).toBe(false);
  });
});
