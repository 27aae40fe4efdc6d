/**
 * The "new password + live checklist + confirmation" block of spec §5, shared by the forms that set a
 * password (signup, reset, change password). It knows no namespace: every label is a prop.
 */
export { NewPasswordFields, type NewPasswordFieldsLabels, type NewPasswordFieldsProps } from './new-password-fields';
export {
  checklistRules,
  PasswordChecklist,
  type ChecklistRule,
  type PasswordChecklistLabels,
  type PasswordChecklistProps,
} from './password-checklist';
