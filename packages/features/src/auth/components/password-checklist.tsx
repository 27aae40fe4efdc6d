import { checkPassword, PASSWORD_CHECKLIST } from '@holostream/api';
import { RequirementList } from '@holostream/design-system';
import { useTranslation } from 'react-i18next';

/** The live five-rule checklist of spec §5 (length, lowercase, uppercase, number, special). */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('auth');
  const checks = checkPassword(password);
  const rules = PASSWORD_CHECKLIST.map((rule) => ({
    id: rule,
    label: t(`passwordRules.${rule}`),
    met: checks[rule],
  }));
  return (
    <RequirementList
      id={id}
      aria-label={t('passwordRules.label')}
      rules={rules}
      metLabel={t('passwordRules.met')}
      unmetLabel={t('passwordRules.unmet')}
    />
  );
}
