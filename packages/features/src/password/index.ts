/**
 * The "new password + live checklist + confirmation" block, shared by the forms that set a password (signup, reset,
 * change password): the fields' labels are the form's, the rest the forms' shared words.
 */
export { NewPasswordFields } from './new-password-fields';
export { AccountIdentifier } from './account-identifier';
