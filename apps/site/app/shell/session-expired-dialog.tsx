import { authResources, SessionExpiredDialog, type SessionExpiredDialogProps } from '@holostream/features/auth';
import { useFeatureResources } from '@holostream/features/shared';

/** The session-expired modal with the auth feature's words. */
export default function SessionExpiredWithWords(props: SessionExpiredDialogProps) {
  useFeatureResources(authResources);
  return <SessionExpiredDialog {...props} />;
}
