import { ResetPasswordScreen } from '@holostream/features/auth';
import { pageMeta } from '../i18n/page-title';

const titled = pageMeta('resetPassword');

/** The page's address holds a live reset token until the screen has read it: no request of the page sends it on. */
export const meta: typeof titled = (args) => [...titled(args), { name: 'referrer', content: 'no-referrer' }];

/** /reset-password?token=…: the password reset. */
export default function Page() {
  return <ResetPasswordScreen />;
}
