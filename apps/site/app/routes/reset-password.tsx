import { authResources, ResetPasswordScreen } from '@holostream/features/auth';
import { useFeatureResources } from '@holostream/features/shared';
import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('resetPassword');

/** /reset-password?token=…: the password reset. */
export default function Page() {
  useFeatureResources(authResources);
  return <ResetPasswordScreen />;
}
