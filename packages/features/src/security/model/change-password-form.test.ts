import { changePasswordFormSchema, fieldErrors, type ChangePasswordFormValues } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { canSubmitChangePassword, EMPTY_CHANGE_PASSWORD, showsMismatch } from './change-password-form';

const filled = { currentPassword: 'Demo-pass1!', newPassword: 'Hologram2@', confirmPassword: 'Hologram2@' };

describe('canSubmitChangePassword', () => {
  it('allows a submit when all three fields have something and nothing is running', () => {
    expect(canSubmitChangePassword(filled, false)).toBe(true);
  });

  it.each(['currentPassword', 'newPassword', 'confirmPassword'] as const)('blocks it while %s is empty', (field) => {
    expect(canSubmitChangePassword({ ...filled, [field]: '' }, false)).toBe(false);
  });

  it('blocks it while busy, and for the empty form', () => {
    expect(canSubmitChangePassword(filled, true)).toBe(false);
    expect(canSubmitChangePassword(EMPTY_CHANGE_PASSWORD, false)).toBe(false);
  });
});

describe('showsMismatch', () => {
  const fresh = { confirmTouched: false, submitted: false };
  const typed = (newPassword: string, confirmPassword: string) => ({ ...filled, newPassword, confirmPassword });

  it('stays quiet while the confirmation is empty or equal', () => {
    expect(showsMismatch(typed('Hologram2@', ''), { confirmTouched: true, submitted: true })).toBe(false);
    expect(showsMismatch(typed('Hologram2@', 'Hologram2@'), { confirmTouched: true, submitted: true })).toBe(false);
  });

  it('waits while a shorter confirmation is still being typed', () => {
    expect(showsMismatch(typed('Hologram2@', 'Holo'), fresh)).toBe(false);
  });

  it('shows once the confirmation is as long as the new password, the field was left, or a submit was tried', () => {
    expect(showsMismatch(typed('Hologram2@', 'Hologram3@'), fresh)).toBe(true);
    expect(showsMismatch(typed('Hologram2@', 'Holo'), { confirmTouched: true, submitted: false })).toBe(true);
    expect(showsMismatch(typed('Hologram2@', 'Holo'), { confirmTouched: false, submitted: true })).toBe(true);
  });
});

/** The form's check as the card runs it (the schema of @holostream/api, through the form helper). */
function checkChangePassword(values: ChangePasswordFormValues) {
  const result = changePasswordFormSchema.safeParse(values);
  return result.success ? { data: result.data } : { errors: fieldErrors(result.error) };
}

describe('the change-password rules (changePasswordFormSchema)', () => {
  it('parses a valid form', () => {
    expect(checkChangePassword(filled).data).toMatchObject({
      currentPassword: 'Demo-pass1!',
      newPassword: 'Hologram2@',
    });
  });

  it('reports the first broken password rule of docs/product.md §5 under the new password', () => {
    expect(checkChangePassword({ ...filled, newPassword: 'short', confirmPassword: 'short' }).errors).toEqual({
      newPassword: 'validation.password.length',
    });
    expect(checkChangePassword({ ...filled, newPassword: 'hologram2@', confirmPassword: 'hologram2@' }).errors).toEqual(
      { newPassword: 'validation.password.uppercase' },
    );
    expect(checkChangePassword({ ...filled, newPassword: '#Hologram2', confirmPassword: '#Hologram2' }).errors).toEqual(
      { newPassword: 'validation.password.firstCharacter' },
    );
  });

  it('reports a mismatch under the confirmation with the change-password wording', () => {
    expect(checkChangePassword({ ...filled, confirmPassword: 'Hologram3@' }).errors).toEqual({
      confirmPassword: 'validation.newPassword.mismatch',
    });
  });
});
