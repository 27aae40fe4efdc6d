import { LoginScreen } from '@holostream/features/auth';
import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('login');

/** /login: sign in, with the inline forgot-password view. */
export default function Page() {
  return <LoginScreen />;
}
