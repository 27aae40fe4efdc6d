import { RequireAuth } from '@holostream/features/auth';
import { FeedbackScreen, feedbackResources } from '@holostream/features/feedback';
import { useFeatureResources } from '@holostream/features/shared';

function Feedback() {
  useFeatureResources(feedbackResources);
  return <FeedbackScreen />;
}

/** /feedback (signed in): the feedback form; signed out goes to /login. */
export function Component() {
  return (
    <RequireAuth>
      <Feedback />
    </RequireAuth>
  );
}
