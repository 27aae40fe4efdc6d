import { passwordRules, type PasswordRule } from '@holostream/api';
import { RequirementList, type Requirement } from '@holostream/design-system';

/** The five rules of the live checklist, in display order (docs/product.md §5); the first character is the form's. */
const CHECKLIST = ['length', 'lowercase', 'uppercase', 'number', 'special'] as const satisfies readonly PasswordRule[];

/** One rule of the live checklist. */
export type ChecklistRule = (typeof CHECKLIST)[number];

/**
 * The checklist's words, flat so a feature can pass its translations as they are
 * (the forms' shared `passwordRules` words, `usePasswordRuleWords`, have exactly this shape).
 */
export type PasswordChecklistLabels = Record<ChecklistRule, string> & {
  /** Accessible name of the list ('Password requirements'). */
  label: string;
  /** Spoken after a rule the password meets ('met'). */
  met: string;
  /** Spoken after a rule it does not meet yet ('not met'). */
  unmet: string;
};

/** The five rules in display order, each with its label and whether `password` meets it. */
export function checklistRules(password: string, labels: PasswordChecklistLabels): Requirement[] {
  return CHECKLIST.map((rule) => ({ id: rule, label: labels[rule], met: passwordRules[rule](password) }));
}

export interface PasswordChecklistProps {
  /** Id of the list, so the password input can point at it with `aria-describedby`. */
  id: string;
  /** The password being typed; the rules follow it live. */
  password: string;
  /** The list's words (labels are props: this block serves several features). */
  labels: PasswordChecklistLabels;
}

/** The live five-rule checklist of docs/product.md §5 under a new password. */
export function PasswordChecklist({ id, password, labels }: PasswordChecklistProps) {
  return (
    <RequirementList
      id={id}
      aria-label={labels.label}
      rules={checklistRules(password, labels)}
      metLabel={labels.met}
      unmetLabel={labels.unmet}
    />
  );
}
