/**
 * @holostream/features/feedback: the feedback form at /feedback (docs/product.md §2 Feedback, §3, §4, §5, §8).
 * Add `feedbackResources` to the app's i18n (the site does it when the route loads).
 */
export { FeedbackScreen } from './components/feedback-screen';
export { feedbackResources } from './locales/resources';
