import { passwordRules, type PasswordRule } from '@holostream/api';
import { RequirementList, type Requirement } from '@holostream/design-system';
import { formTexts } from '../shared/forms/texts';
import { useTexts } from '../shared/i18n/texts';

/** The five rules of the live checklist, in display order (docs/product.md §5); the first character is the form's. */
const CHECKLIST = ['length', 'lowercase', 'uppercase', 'number', 'special'] as const satisfies readonly PasswordRule[];

/** The five rules in display order, each named by `word` and whether `password` meets it. */
export function checklistRules(password: string, word: (rule: (typeof CHECKLIST)[number]) => string): Requirement[] {
  return CHECKLIST.map((rule) => ({ id: rule, label: word(rule), met: passwordRules[rule](password) }));
}

/** The live five-rule checklist of docs/product.md §5 under a new password, in the forms' shared words. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTexts(formTexts);
  return (
    <RequirementList
      id={id}
      aria-label={t('passwordRules.label')}
      rules={checklistRules(password, (rule) => t(`passwordRules.${rule}`))}
      metLabel={t('passwordRules.met')}
      unmetLabel={t('passwordRules.unmet')}
    />
  );
}
