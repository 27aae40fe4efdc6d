import { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_TITLE_MAX_LENGTH, type FeedbackFormValues } from '@holostream/api';
import { Alert, Button, TextAreaField, TextField } from '@holostream/design-system';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSendFeedback } from '../../shared/api';
import { describeFeedbackError } from '../model/feedback-error';
import {
  canSendFeedback,
  checkFeedback,
  EMPTY_FEEDBACK,
  FEEDBACK_FIELDS,
  visibleFeedbackErrors,
  type FeedbackField,
} from '../model/feedback-form';
import { paths } from '../../shared/routes';
import { CategorySelect } from './category-select';
import { FeedbackSentDialog } from './feedback-sent-dialog';

/**
 * /feedback (spec §2, §4, §5, §8): category (general feedback by default), title and message with their
 * counters. Send is disabled while either text is blank or a send is running, and sends once per click
 * however fast the clicks come. Editing clears the last answer; success opens a modal back to /account.
 */
export function FeedbackScreen() {
  const { t } = useTranslation('feedback');
  const navigate = useNavigate();
  const send = useSendFeedback();
  const [values, setValues] = useState<FeedbackFormValues>(EMPTY_FEEDBACK);
  const [edited, setEdited] = useState<ReadonlySet<FeedbackField>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  // A second click can land before the pending state renders, or after a quick answer: a no-op either way.
  const inFlight = useRef(false);
  const sendRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const base = useId();
  const ids: Record<FeedbackField, string> = {
    categoryId: `${base}-category`,
    title: `${base}-title`,
    body: `${base}-body`,
  };

  const sending = send.isPending;
  const locked = sending || send.isSuccess;
  const check = checkFeedback(values);
  const errors = visibleFeedbackErrors(check.errors, edited, attempted);
  const failure = send.isError ? describeFeedbackError(send.error) : null;

  // Send was disabled while busy, which drops focus on <body>: give it back so the person can retry.
  useEffect(() => {
    if (send.isError && document.activeElement === document.body) sendRef.current?.focus();
  }, [send.isError]);

  const edit = <F extends FeedbackField>(field: F, value: FeedbackFormValues[F]) => {
    // Spec §4: editing any field clears the error and success state.
    if (!send.isIdle && !sending) send.reset();
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || !canSendFeedback(values, locked)) return;
    if (check.errors) {
      setAttempted(true);
      const first = FEEDBACK_FIELDS.find((field) => check.errors[field] !== undefined);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    inFlight.current = true;
    send.mutate(check.data, {
      // After success the form is done (the modal leads away): a late second click must not send again.
      onError: () => {
        inFlight.current = false;
      },
    });
  };

  const fieldError = (field: FeedbackField) => {
    const key = errors[field];
    return key === undefined ? undefined : t(key);
  };
  const counterLabel = (current: number, max: number) => t('fields.counter', { current, max });

  return (
    <section aria-labelledby={titleId} className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid gap-2">
        <h1 id={titleId} className="text-3xl font-bold tracking-tight">
          {t('title')}
        </h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </header>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={onSubmit}
        className="grid gap-5 rounded-xl border border-border bg-card p-4 shadow-card sm:p-6"
      >
        <CategorySelect
          id={ids.categoryId}
          value={values.categoryId}
          onChange={(categoryId) => edit('categoryId', categoryId)}
          disabled={sending}
          error={fieldError('categoryId')}
        />
        <TextField
          id={ids.title}
          name="title"
          label={t('fields.title')}
          autoComplete="off"
          required
          readOnly={sending}
          value={values.title}
          onChange={(event) => edit('title', event.target.value)}
          error={fieldError('title')}
          showCount
          maxLength={FEEDBACK_TITLE_MAX_LENGTH}
          counterLabel={counterLabel}
        />
        <TextAreaField
          id={ids.body}
          name="body"
          label={t('fields.message')}
          rows={8}
          required
          readOnly={sending}
          value={values.body}
          onChange={(event) => edit('body', event.target.value)}
          error={fieldError('body')}
          showCount
          maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
          counterLabel={counterLabel}
        />
        {failure ? (
          <Alert variant="error" title={failure.kind === 'message' ? failure.message : t(`errors.${failure.kind}`)} />
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link to={paths.account}>{t('actions.cancel')}</Link>
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
      <FeedbackSentDialog open={send.isSuccess} onClose={() => void navigate(paths.account)} />
    </section>
  );
}
