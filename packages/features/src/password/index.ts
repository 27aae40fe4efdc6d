/**
 * The "new password + live checklist + confirmation" block, shared by the forms that set a password (signup, reset,
 * change password). It knows no namespace: every label is a prop.
 */
export { NewPasswordFields, type NewPasswordFieldsLabels } from './new-password-fields';
export { AccountIdentifier } from './account-identifier';
