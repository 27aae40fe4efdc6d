import type { TFunction } from 'i18next';
import type { NewPasswordFieldsLabels, PasswordChecklistLabels } from '../../password';

/** The words of the new-password block in the auth namespace (signup says Password, reset New password). */
export function newPasswordLabels(
  t: TFunction<'auth'>,
  fields: { password: string; confirmation: string },
): NewPasswordFieldsLabels {
  return {
    password: t(fields.password),
    confirmation: t(fields.confirmation),
    show: t('fields.showPassword'),
    hide: t('fields.hidePassword'),
    checklist: t('passwordRules', { returnObjects: true }) as PasswordChecklistLabels,
  };
}
