/**
 * The change-password form's rules (docs/product.md §2 Security tab, §5, §8) as pure functions, so the screen
 * stays thin and the rules are tested on their own.
 */
export type ChangePasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export type ChangePasswordValues = Record<ChangePasswordField, string>;

/** The form order: a submit focuses the first invalid field in it. */
export const CHANGE_PASSWORD_FIELDS: readonly ChangePasswordField[] = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
];

export const EMPTY_CHANGE_PASSWORD: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** docs/product.md §2: the submit button is disabled while busy or when any of the three fields is empty. */
export function canSubmitChangePassword(values: ChangePasswordValues, busy: boolean): boolean {
  return !busy && CHANGE_PASSWORD_FIELDS.every((field) => values[field] !== '');
}

export interface MismatchContext {
  /** The confirmation has lost focus once. */
  confirmTouched: boolean;
  /** A submit was tried. */
  submitted: boolean;
}

/**
 * Whether 'New passwords do not match' shows next to the confirmation. Not while the person is still
 * typing a shorter confirmation (that is not a mistake yet): once they left the field, tried to submit,
 * or typed as many characters as the new password.
 */
export function showsMismatch(values: ChangePasswordValues, { confirmTouched, submitted }: MismatchContext): boolean {
  const { newPassword, confirmPassword } = values;
  if (confirmPassword === '' || confirmPassword === newPassword) return false;
  return confirmTouched || submitted || confirmPassword.length >= newPassword.length;
}
