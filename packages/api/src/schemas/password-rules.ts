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
