import type { TFunction } from 'i18next';
import type { NewPasswordFieldsLabels } from '../../password';
import type { PasswordRuleWords } from '../../shared/forms/use-password-rule-words';

/**
 * The words of the new-password block in the auth namespace (signup says Password, reset New password), with the
 * checklist's words every password form shares (`usePasswordRuleWords`).
 */
export function newPasswordLabels(
  t: TFunction<'auth'>,
  fields: { password: string; confirmation: string },
  checklist: PasswordRuleWords,
): NewPasswordFieldsLabels {
  return {
    password: t(fields.password),
    confirmation: t(fields.confirmation),
    show: t('fields.showPassword'),
    hide: t('fields.hidePassword'),
    checklist,
  };
}
