import { useTexts } from '../i18n/texts';
import { formTexts } from './texts';

/** The show/hide toggle's names of every password field, in the forms' shared words: spread onto a `PasswordField`. */
export function usePasswordToggle(): { showLabel: string; hideLabel: string } {
  const { t } = useTexts(formTexts);
  return { showLabel: t('showPassword'), hideLabel: t('hidePassword') };
}
