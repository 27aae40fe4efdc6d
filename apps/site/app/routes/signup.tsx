import { SignupScreen } from '@holostream/features/auth';
import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('signup');

/** /signup: registration. */
export default function Page() {
  return <SignupScreen />;
}
