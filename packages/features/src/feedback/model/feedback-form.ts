/**
 * The feedback form's rules (docs/product.md §4, §5): category 1-9 (general feedback by default), title and message
 * trimmed, required, at most 255 and 5000 characters. The checks are `feedbackFormSchema`'s, the one the
 * sandbox validates requests with.
 */
import {
  validationMessages,
  type FeedbackCategoryId,
  type FeedbackFormValues,
  type ValidationMessageKey,
} from '@holostream/api';

/** Feedback categories by id, with a stable key for translations (`categories.<key>`). */
export const FEEDBACK_CATEGORIES = {
  1: 'bugReport',
  2: 'featureRequest',
  3: 'improvement',
  4: 'generalFeedback',
  5: 'performanceIssue',
  6: 'uiUxIssue',
  7: 'documentation',
  8: 'securityConcern',
  9: 'other',
} as const satisfies Record<FeedbackCategoryId, string>;

/** The category a new feedback form starts with: general feedback. */
const DEFAULT_FEEDBACK_CATEGORY_ID = 4 satisfies FeedbackCategoryId;

export type FeedbackField = keyof FeedbackFormValues;

/** The fields in screen order: the first one with an error gets focus. */
export const FEEDBACK_FIELDS = ['categoryId', 'title', 'body'] as const satisfies readonly FeedbackField[];

export type FeedbackErrors = Partial<Record<FeedbackField, ValidationMessageKey>>;

export const EMPTY_FEEDBACK: FeedbackFormValues = { categoryId: DEFAULT_FEEDBACK_CATEGORY_ID, title: '', body: '' };

const isBlank = (text: string) => text.trim() === '';

/** docs/product.md §4: Send is disabled while the title or the message is blank (after trimming) or while sending. */
export function canSendFeedback(values: FeedbackFormValues, sending: boolean): boolean {
  return !sending && !isBlank(values.title) && !isBlank(values.body);
}

const TOO_LONG: readonly string[] = [
  validationMessages.feedbackTitleTooLong,
  validationMessages.feedbackMessageTooLong,
];

/**
 * The errors to show under the fields. Too long shows at once, next to the counter that turned red;
 * "required" only once the person has typed in that field (or tried to send), so an untouched form is
 * not shouting.
 */
export function visibleFeedbackErrors(
  errors: FeedbackErrors | undefined,
  edited: ReadonlySet<FeedbackField>,
  attempted: boolean,
): FeedbackErrors {
  const visible: FeedbackErrors = {};
  for (const field of FEEDBACK_FIELDS) {
    const message = errors?.[field];
    if (message !== undefined && (attempted || edited.has(field) || TOO_LONG.includes(message))) {
      visible[field] = message;
    }
  }
  return visible;
}
