import { useTexts } from '../i18n/texts';
import { formTexts } from './texts';

/** The live password checklist's words, once for every form that sets a password (signup, reset, change). */
export interface PasswordRuleWords {
  label: string;
  met: string;
  unmet: string;
  length: string;
  lowercase: string;
  uppercase: string;
  number: string;
  special: string;
}

/** The password checklist's words in the page's language (the forms' shared words, `passwordRules`). */
export function usePasswordRuleWords(): PasswordRuleWords {
  const { t } = useTexts(formTexts);
  return t('passwordRules', { returnObjects: true }) as PasswordRuleWords;
}
