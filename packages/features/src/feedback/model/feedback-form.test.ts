import { feedbackFormSchema, fieldErrors, validationMessages, type FeedbackFormValues } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { canSendFeedback, EMPTY_FEEDBACK, visibleFeedbackErrors, type FeedbackField } from './feedback-form';

const m = validationMessages;

/** The form's check as the screen runs it (the schema of @holostream/api). */
function checkFeedback(values: FeedbackFormValues) {
  const result = feedbackFormSchema.safeParse(values);
  return result.success ? { data: result.data } : { errors: fieldErrors(result.error) };
}

describe('canSendFeedback', () => {
  it('needs a non-blank title and message, and nothing in flight', () => {
    expect(canSendFeedback(EMPTY_FEEDBACK, false)).toBe(false);
    expect(canSendFeedback({ ...EMPTY_FEEDBACK, title: 'Hi' }, false)).toBe(false);
    expect(canSendFeedback({ ...EMPTY_FEEDBACK, title: '  ', body: 'Body' }, false)).toBe(false);
    expect(canSendFeedback({ ...EMPTY_FEEDBACK, title: 'Hi', body: '\n\t ' }, false)).toBe(false);
    expect(canSendFeedback({ ...EMPTY_FEEDBACK, title: 'Hi', body: 'Body' }, false)).toBe(true);
    expect(canSendFeedback({ ...EMPTY_FEEDBACK, title: 'Hi', body: 'Body' }, true)).toBe(false);
  });
});

describe('the feedback rules (feedbackFormSchema)', () => {
  it('starts on general feedback (4)', () => {
    expect(EMPTY_FEEDBACK.categoryId).toBe(4);
  });

  it('trims the title and the message', () => {
    expect(checkFeedback({ categoryId: 1, title: '  Crash  ', body: '\n It crashes \n' })).toEqual({
      data: { categoryId: 1, title: 'Crash', body: 'It crashes' },
    });
  });

  it('measures the limits after trimming, at 255 and 5000 characters', () => {
    expect(checkFeedback({ categoryId: 4, title: ` ${'t'.repeat(255)} `, body: 'b'.repeat(5000) }).data).toBeDefined();
    expect(checkFeedback({ categoryId: 4, title: 't'.repeat(256), body: 'b'.repeat(5001) }).errors).toEqual({
      title: m.feedbackTitleTooLong,
      body: m.feedbackMessageTooLong,
    });
  });

  it('names the blank fields', () => {
    expect(checkFeedback({ categoryId: 4, title: ' ', body: '' }).errors).toEqual({
      title: m.feedbackTitleRequired,
      body: m.feedbackMessageRequired,
    });
  });
});

describe('visibleFeedbackErrors', () => {
  const errors = { title: m.feedbackTitleRequired, body: m.feedbackMessageTooLong };
  const none = new Set<FeedbackField>();

  it('shows too long at once, required only once the field was edited or a send was tried', () => {
    expect(visibleFeedbackErrors(errors, none, false)).toEqual({ body: m.feedbackMessageTooLong });
    expect(visibleFeedbackErrors(errors, new Set<FeedbackField>(['title']), false)).toEqual(errors);
    expect(visibleFeedbackErrors(errors, none, true)).toEqual(errors);
    expect(visibleFeedbackErrors(undefined, none, true)).toEqual({});
  });
});
