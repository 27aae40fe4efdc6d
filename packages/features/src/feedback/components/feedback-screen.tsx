import { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_TITLE_MAX_LENGTH, feedbackFormSchema } from '@holostream/api';
import { Alert, Button, NoticeDialog, SectionHeader, TextAreaField, TextField } from '@holostream/design-system';
import { useId, useRef, useState, type FormEvent } from 'react';
import { DraftRestoredNote, useDraftKey, useFocusOnShow, useSchemaForm, useValidationText } from '../../shared/forms';
import { Link, useNavigate } from 'react-router';
import { useSendFeedback } from '../../shared/api/feedback';
import { isFeedbackRateLimited } from '../model/feedback-error';
import { ServerWords, useFailureText } from '../../shared/failures';
import {
  canSendFeedback,
  EMPTY_FEEDBACK,
  FEEDBACK_FIELDS,
  visibleFeedbackErrors,
  type FeedbackErrors,
  type FeedbackField,
} from '../model/feedback-form';
import { useSiteLinks } from '../../shared/links';
import { CategorySelect } from './category-select';
import { useTexts } from '../../shared/i18n/texts';
import { feedbackTexts } from '../locales/texts';

/**
 * /feedback (docs/product.md §2, §4, §5, §8): category (general feedback by default), title and message with their
 * counters. Send is disabled while either text is blank or a send is running, and sends once per click
 * however fast the clicks come. Editing clears the last answer; success opens a modal back to /account.
 */
export function FeedbackScreen() {
  const { t } = useTexts(feedbackTexts);
  const links = useSiteLinks();
  const navigate = useNavigate();
  const send = useSendFeedback();
  const { startValues, values, field, errorKey, handleSubmit, submitted, draft } = useSchemaForm({
    name: 'feedback',
    schema: feedbackFormSchema,
    defaultValues: EMPTY_FEEDBACK,
    // "Too long" shows at once, next to the counter that turned red.
    validateAsTyped: true,
    // What was typed survives a session that expires meanwhile, and a reload; forgotten once sent.
    draft: { key: useDraftKey('feedback') },
  });
  const [edited, setEdited] = useState<ReadonlySet<FeedbackField>>(() => new Set());
  const sendRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const sending = send.isPending;
  const locked = sending || send.isSuccess;
  const ruleErrors = Object.fromEntries(FEEDBACK_FIELDS.map((field) => [field, errorKey(field)])) as FeedbackErrors;
  const errors = visibleFeedbackErrors(ruleErrors, edited, submitted);
  const failureText = useFailureText();
  const failure = send.isError
    ? isFeedbackRateLimited(send.error)
      ? t('errors.rateLimited')
      : failureText.message(send.error, t('errors.fallback'))
    : null;
  const folded = send.isError ? failureText.folded(send.error) : null;

  // Send was disabled while busy, which drops focus on <body>: it goes to the message instead.
  const failureRef = useFocusOnShow<HTMLDivElement>(send.error);

  // docs/product.md §4: editing any field clears the error and success state.
  const onEdit = (name: FeedbackField) => () => {
    if (!send.isIdle && !sending) send.reset();
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!canSendFeedback(values, locked)) {
      event.preventDefault();
      return;
    }
    handleSubmit(async (request) => {
      await send.mutateAsync(request);
      draft.clear();
    })(event);
  };

  const validationText = useValidationText();
  const fieldError = (field: FeedbackField) => validationText(errors[field]);
  const counterLabel = (current: number, max: number) => t('fields.counter', { current, max });
  // The title and the message alike: registered, counted from what the form starts with, read-only while sending.
  const counted = (name: 'title' | 'body', label: string, maxLength: number) => ({
    ...field(name, { onChange: onEdit(name) }),
    defaultValue: startValues[name],
    label,
    required: true,
    readOnly: sending,
    error: fieldError(name),
    showCount: true as const,
    maxLength,
    counterLabel,
  });

  return (
    <section aria-labelledby={titleId} className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <SectionHeader size="page" titleAs="h1" titleId={titleId} title={t('title')} description={t('intro')} />
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={onSubmit}
        className="grid gap-5 rounded-xl border border-border bg-card p-4 shadow-card sm:p-6"
      >
        {draft.restored && send.isIdle ? <DraftRestoredNote /> : null}
        <CategorySelect
          {...field('categoryId', { valueAsNumber: true, onChange: onEdit('categoryId') })}
          disabled={sending}
          error={fieldError('categoryId')}
        />
        <TextField {...counted('title', t('fields.title'), FEEDBACK_TITLE_MAX_LENGTH)} autoComplete="off" />
        <TextAreaField {...counted('body', t('fields.message'), FEEDBACK_MESSAGE_MAX_LENGTH)} rows={8} />
        {failure ? (
          <Alert ref={failureRef} tabIndex={-1} variant="error" title={failure}>
            {folded ? <ServerWords text={folded} /> : null}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link to={links.account}>{t('actions.cancel')}</Link>
          </Button>
          <Button
            ref={sendRef}
            type="submit"
            disabled={!canSendFeedback(values, locked)}
            loading={sending}
            loadingLabel={t('actions.sending')}
          >
            {t('actions.send')}
          </Button>
        </div>
      </form>
      {/* docs/product.md §4: thanks, and back to /account; the button closes the dialog, which dismisses it. */}
      <NoticeDialog
        open={send.isSuccess}
        title={t('success.title')}
        description={t('success.description')}
        actionLabel={t('success.action')}
        onDismiss={() => void navigate(links.account)}
      />
    </section>
  );
}
