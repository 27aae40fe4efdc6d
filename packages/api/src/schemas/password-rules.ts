/**
 * The password rule of docs/product.md §5 as pure checks, for the live checklist and for the form schemas.
 * 8 to 128 characters, starting with a letter, a digit or one of @$!%*?&, with at least one lowercase letter, one
 * uppercase letter, one digit and one of @$!%*?&.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';

/** Each rule as a check, in the order the form reports them (docs/product.md §5). */
export const passwordRules = {
  length: (password: string) => password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
  firstCharacter: (password: string) => /^[A-Za-z0-9@$!%*?&]/.test(password),
  lowercase: (password: string) => /[a-z]/.test(password),
  uppercase: (password: string) => /[A-Z]/.test(password),
  number: (password: string) => /[0-9]/.test(password),
  special: (password: string) => /[@$!%*?&]/.test(password),
} as const;

export type PasswordRule = keyof typeof passwordRules;

/** The rules in the order the form reports them. */
export const PASSWORD_RULES = Object.keys(passwordRules) as PasswordRule[];

/** The five rules of the live checklist under a password field, in display order. */
export const PASSWORD_CHECKLIST = [
  'length',
  'lowercase',
  'uppercase',
  'number',
  'special',
] as const satisfies readonly PasswordRule[];

/** Each rule's verdict for the password: `{ length: true, lowercase: false, … }`. */
export function checkPassword(password: string): Record<PasswordRule, boolean> {
  const verdict = {} as Record<PasswordRule, boolean>;
  for (const rule of PASSWORD_RULES) verdict[rule] = passwordRules[rule](password);
  return verdict;
}
