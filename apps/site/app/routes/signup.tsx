import { authResources, SignupScreen } from '@holostream/features/auth';
import { useFeatureResources } from '@holostream/features/shared';
import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('signup');

/** /signup: registration. */
export default function Page() {
  useFeatureResources(authResources);
  return <SignupScreen />;
}
