import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  addMemberFormSchema,
  changePasswordFormSchema,
  feedbackFormSchema,
  fieldErrors,
  emailFormSchema,
  loginFormSchema,
  resetPasswordFormSchema,
  signupFormSchema,
} from './forms';
import { passwordRules } from './password-rules';
import { withoutStrayCharacters } from './stray-characters';

/** The first issue of a parse as `path: message`, or 'ok' when the input is valid. */
function firstIssue(schema: z.ZodMiniType, input: unknown): string {
  const result = z.safeParse(schema, input);
  if (result.success) return 'ok';
  const issue = result.error.issues[0];
  return `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`;
}

const x = (length: number, char = 'a') => char.repeat(length);
/** A valid e-mail of exactly `length` characters. */
const emailOfLength = (length: number) => `${x(64)}@${x(length - 64 - 1 - 4, 'b')}.com`;
/** A valid password of exactly `length` characters. */
const passwordOfLength = (length: number) => `Aa1!${x(length - 4, 'x')}`;

const validSignup = {
  username: 'ada2025',
  email: 'ada@example.com',
  password: 'Hologram1!',
  confirmPassword: 'Hologram1!',
  acceptTerms: true,
};

describe('signup (docs/product.md §5, in order)', () => {
  it.each([
    ['username of 3 characters', { username: 'abc' }, 'username: validation.username.length'],
    ['username of 4 characters', { username: 'abcd' }, 'ok'],
    ['username of 128 characters', { username: x(128) }, 'ok'],
    ['username of 129 characters', { username: x(129) }, 'username: validation.username.length'],
    [
      'username with a non-alphanumeric character',
      { username: 'ada_2025' },
      'username: validation.username.alphanumeric',
    ],
    ['username with a symbol', { username: 'ada_2025' }, 'username: validation.username.alphanumeric'],
    ['username with a space (removed: an identifier)', { username: 'ada 2025' }, 'ok'],
    ['empty e-mail', { email: '' }, 'email: validation.email.required'],
    ['e-mail of 254 characters', { email: emailOfLength(254) }, 'ok'],
    ['e-mail of 255 characters', { email: emailOfLength(255) }, 'email: validation.email.tooLong'],
    ['e-mail without @', { email: 'ada.example.com' }, 'email: validation.email.invalid'],
    ['e-mail without domain', { email: 'ada@' }, 'email: validation.email.invalid'],
    ['password of 7 characters', { password: passwordOfLength(7) }, 'password: validation.password.length'],
    ['password of 8 characters', { password: passwordOfLength(8) }, 'ok'],
    ['password of 128 characters', { password: passwordOfLength(128) }, 'ok'],
    ['password of 129 characters', { password: passwordOfLength(129) }, 'password: validation.password.length'],
    ['password starting with -', { password: '-Hologram1!' }, 'password: validation.password.firstCharacter'],
    ['password starting with a space', { password: ' Hologram1!' }, 'password: validation.password.firstCharacter'],
    ['password starting with @', { password: '@Hologram1' }, 'ok'],
    ['password without lowercase', { password: 'HOLOGRAM1!' }, 'password: validation.password.lowercase'],
    ['password without uppercase', { password: 'hologram1!' }, 'password: validation.password.uppercase'],
    ['password without digit', { password: 'Hologram!!' }, 'password: validation.password.number'],
    ['password without special character', { password: 'Hologram11' }, 'password: validation.password.special'],
    ['password with # as its only special', { password: 'Hologram1#' }, 'password: validation.password.special'],
  ])('%s', (_, change, expected) => {
    const password = 'password' in change ? change.password : validSignup.password;
    expect(firstIssue(signupFormSchema, { ...validSignup, ...change, confirmPassword: password })).toBe(expected);
  });

  it('rejects passwords that do not match', () => {
    expect(firstIssue(signupFormSchema, { ...validSignup, confirmPassword: 'Hologram1?' })).toBe(
      'confirmPassword: validation.password.mismatch',
    );
  });

  it('requires the terms', () => {
    expect(firstIssue(signupFormSchema, { ...validSignup, acceptTerms: false })).toBe(
      'acceptTerms: validation.terms.required',
    );
  });

  it('reports the rules in docs/product.md order: username, e-mail, password, match, terms', () => {
    const result = z.safeParse(signupFormSchema, {
      username: 'ab',
      email: '',
      password: 'short',
      confirmPassword: 'other',
      acceptTerms: false,
    });
    expect(result.success).toBe(false);
    const firstPerField = Object.entries(fieldErrors(result.error ?? { issues: [] }));
    expect(firstPerField).toEqual([
      ['username', 'validation.username.length'],
      ['email', 'validation.email.required'],
      ['password', 'validation.password.length'],
      ['confirmPassword', 'validation.password.mismatch'],
      ['acceptTerms', 'validation.terms.required'],
    ]);
  });
});

describe('password rules', () => {
  it.each([
    ['', { length: false, firstCharacter: false, lowercase: false, uppercase: false, number: false, special: false }],
    ['abc', { length: false, firstCharacter: true, lowercase: true, uppercase: false, number: false, special: false }],
    [
      'ABCDEFGH',
      { length: true, firstCharacter: true, lowercase: false, uppercase: true, number: false, special: false },
    ],
    [
      '12345678',
      { length: true, firstCharacter: true, lowercase: false, uppercase: false, number: true, special: false },
    ],
    ['&', { length: false, firstCharacter: true, lowercase: false, uppercase: false, number: false, special: true }],
    [
      '#Aa1!xyz',
      { length: true, firstCharacter: false, lowercase: true, uppercase: true, number: true, special: true },
    ],
    [x(129), { length: false, firstCharacter: true, lowercase: true, uppercase: false, number: false, special: false }],
  ])('%j', (password, expected) => {
    const verdicts = Object.fromEntries(Object.entries(passwordRules).map(([rule, met]) => [rule, met(password)]));
    expect(verdicts).toEqual(expected);
  });
});

describe('login', () => {
  it.each([
    [{ email: 'ada@example.com', password: 'x' }, 'ok'],
    [{ email: '', password: 'x' }, 'email: validation.email.required'],
    [{ email: 'ada@example.com', password: '' }, 'password: validation.password.required'],
  ])('%j → %s', (input, expected) => {
    expect(firstIssue(loginFormSchema, input)).toBe(expected);
  });
});

describe('forgot password', () => {
  it.each([
    [{ email: 'ada@example.com' }, 'ok'],
    [{ email: '' }, 'email: validation.email.required'],
    [{ email: 'ada' }, 'email: validation.email.invalid'],
  ])('%j → %s', (input, expected) => {
    expect(firstIssue(emailFormSchema, input)).toBe(expected);
  });
});

describe('reset password', () => {
  const valid = { token: 'abc', password: 'Hologram1!', confirmPassword: 'Hologram1!' };
  it.each([
    ['valid', {}, 'ok'],
    ['no token', { token: '' }, 'token: validation.resetToken.required'],
    ['password of 7', { password: 'Aa1!xyz', confirmPassword: 'Aa1!xyz' }, 'password: validation.password.length'],
    ['password of 8', { password: 'Aa1!xyzw', confirmPassword: 'Aa1!xyzw' }, 'ok'],
    [
      'bad first character',
      { password: '.Aa1!xyz', confirmPassword: '.Aa1!xyz' },
      'password: validation.password.firstCharacter',
    ],
    ['mismatch', { confirmPassword: 'Hologram2!' }, 'confirmPassword: validation.password.mismatch'],
  ])('%s', (_, change, expected) => {
    expect(firstIssue(resetPasswordFormSchema, { ...valid, ...change })).toBe(expected);
  });
});

describe('change password', () => {
  const valid = { currentPassword: 'old', newPassword: 'Hologram1!', confirmPassword: 'Hologram1!' };
  it.each([
    ['valid', {}, 'ok'],
    ['no current password', { currentPassword: '' }, 'currentPassword: validation.currentPassword.required'],
    [
      'new password without digit',
      { newPassword: 'Hologram!', confirmPassword: 'Hologram!' },
      'newPassword: validation.password.number',
    ],
    [
      'new password of 129',
      { newPassword: passwordOfLength(129), confirmPassword: passwordOfLength(129) },
      'newPassword: validation.password.length',
    ],
    ['new and confirm differ', { confirmPassword: 'Hologram1' }, 'confirmPassword: validation.newPassword.mismatch'],
  ])('%s', (_, change, expected) => {
    expect(firstIssue(changePasswordFormSchema, { ...valid, ...change })).toBe(expected);
  });
});

describe('feedback (trimmed before the limits)', () => {
  const valid = { categoryId: 4, title: 'Great', body: 'Works well.' };
  it.each([
    ['valid', {}, 'ok'],
    ['title of 255', { title: x(255) }, 'ok'],
    ['title of 256', { title: x(256) }, 'title: validation.feedback.title.tooLong'],
    ['title of 255 inside spaces', { title: `  ${x(255)}  ` }, 'ok'],
    ['blank title', { title: '   ' }, 'title: validation.feedback.title.required'],
    ['message of 5000', { body: x(5000) }, 'ok'],
    ['message of 5001', { body: x(5001) }, 'body: validation.feedback.message.tooLong'],
    ['message of 5000 inside new lines', { body: `\n${x(5000)}\n\t` }, 'ok'],
    ['blank message', { body: '\n \t' }, 'body: validation.feedback.message.required'],
    ['category 1', { categoryId: 1 }, 'ok'],
    ['category 9', { categoryId: 9 }, 'ok'],
    ['category 0', { categoryId: 0 }, 'categoryId: validation.feedback.category.invalid'],
    ['category 10', { categoryId: 10 }, 'categoryId: validation.feedback.category.invalid'],
  ])('%s', (_, change, expected) => {
    expect(firstIssue(feedbackFormSchema, { ...valid, ...change })).toBe(expected);
  });

  it('sends the trimmed text', () => {
    expect(z.parse(feedbackFormSchema, { categoryId: 2, title: '  Idea  ', body: '\n Dark mode \n' })).toEqual({
      categoryId: 2,
      title: 'Idea',
      body: 'Dark mode',
    });
  });
});

describe('add member', () => {
  const valid = { username: 'grace', invitationCode: '7KQ2-M9XD-4TZP-R8WB', role: 'admin' };
  it.each([
    ['valid', {}, 'ok'],
    ['no username', { username: ' ' }, 'username: validation.member.username.required'],
    ['no code', { invitationCode: '' }, 'invitationCode: validation.member.invitationCode.required'],
    [
      'code of three groups',
      { invitationCode: '7KQ2-M9XD-4TZP' },
      'invitationCode: validation.member.invitationCode.format',
    ],
    [
      'code with a symbol',
      { invitationCode: '7KQ2-M9XD-4TZP-R8W#' },
      'invitationCode: validation.member.invitationCode.format',
    ],
    ['unknown role', { role: 'owner' }, 'role: validation.member.role.invalid'],
  ])('%s', (_, change, expected) => {
    expect(firstIssue(addMemberFormSchema, { ...valid, ...change })).toBe(expected);
  });

  it('defaults the role to member and upper-cases the code', () => {
    expect(z.parse(addMemberFormSchema, { username: 'grace', invitationCode: ' 7kq2-m9xd-4tzp-r8wb ' })).toEqual({
      username: 'grace',
      invitationCode: '7KQ2-M9XD-4TZP-R8WB',
      role: 'member',
    });
  });
});

describe('stray characters (bounded input)', () => {
  const stray = ['\u0000', '\u001b', '\u007f', '\u0085', '\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069'];

  it.each(stray.map((character) => [character.codePointAt(0)?.toString(16) ?? '', character]))(
    'U+%s is removed from a one-line text',
    (_, character) => {
      expect(withoutStrayCharacters(`Ada${character} Team`)).toBe('Ada Team');
    },
  );

  it('turns line breaks and tabs of a one-line text into one space', () => {
    expect(withoutStrayCharacters('Ada\r\n\tTeam')).toBe('Ada Team');
  });

  it('keeps the lines of a text with lines, without carriage returns or other controls', () => {
    expect(withoutStrayCharacters('one\r\ntwo\rthree\n\tfour\u0000\u202e', { lines: true })).toBe(
      'one\ntwo\nthree\n\tfour',
    );
  });

  it('keeps letters of every script, emoji and joiners', () => {
    const text = 'ホロ配信 Ünïcödé 👩‍💻 עברית';
    expect(withoutStrayCharacters(text)).toBe(text);
  });

  it('leaves what the forms send clean', () => {
    expect(
      z.parse(feedbackFormSchema, { categoryId: 1, title: '\u202eevil\u0000\r\nname', body: 'a\r\nb\u001b' }),
    ).toEqual({ categoryId: 1, title: 'evil name', body: 'a\nb' });
    expect(
      z.parse(addMemberFormSchema, { username: ' \u202ebob\u0000 ', invitationCode: 'abcd-efgh-jklm-npqr' }).username,
    ).toBe('bob');
    expect(z.parse(loginFormSchema, { email: 'ada@example.com\u0000', password: ' \u0000pw' })).toEqual({
      email: 'ada@example.com',
      password: ' \u0000pw',
    });
  });

  it('a name of stray characters only is empty', () => {
    expect(firstIssue(addMemberFormSchema, { username: '\u202e\u0000', invitationCode: 'ABCD-EFGH-JKLM-NPQR' })).toBe(
      'username: validation.member.username.required',
    );
  });
});
