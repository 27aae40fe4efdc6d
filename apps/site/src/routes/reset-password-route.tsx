import { ResetPasswordScreen } from '@holostream/features/auth';

/** /reset-password?token=…: the password reset. */
export function Component() {
  return <ResetPasswordScreen />;
}
