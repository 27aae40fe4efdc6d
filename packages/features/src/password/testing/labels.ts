import type { NewPasswordFieldsLabels } from '../new-password-fields';

// The block takes its words as props: each form brings its own (signup, reset, security).
export const ENGLISH: NewPasswordFieldsLabels = {
  password: 'New password',
  confirmation: 'Confirm new password',
  show: 'Show password',
  hide: 'Hide password',
  checklist: {
    label: 'Password requirements',
    met: 'met',
    unmet: 'not met',
    length: '8 to 128 characters',
    lowercase: 'A lowercase letter',
    uppercase: 'An uppercase letter',
    number: 'A number',
    special: 'A special character (@$!%*?&)',
  },
};
