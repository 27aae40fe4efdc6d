import { ResetPasswordScreen } from '@holostream/features/auth';
import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('resetPassword');

/** /reset-password?token=…: the password reset. */
export default ResetPasswordScreen;
