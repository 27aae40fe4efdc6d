import { FeedbackScreen } from '@holostream/features/feedback';
import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('feedback');

/** /feedback (signed in): the feedback form. */
export default function Feedback() {
  return <FeedbackScreen />;
}
