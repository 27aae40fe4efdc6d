import { FeedbackScreen, feedbackResources } from '@holostream/features/feedback';
import { useFeatureResources } from '@holostream/features/shared';
import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('feedback');

/** /feedback (signed in): the feedback form. */
export default function Feedback() {
  useFeatureResources(feedbackResources);
  return <FeedbackScreen />;
}
