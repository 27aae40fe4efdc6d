/**
 * @holostream/features/feedback: the feedback form at /feedback (docs/product.md §2 Feedback, §3, §4, §5, §8).
 * Its words come with its components (`useTexts`).
 */
export { FeedbackScreen } from './components/feedback-screen';
