import {
  Alert,
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@holostream/design-system';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelSubscription } from '../../shared/api';

export interface CancelSubscriptionDialogProps {
  /** Whether the confirmation is open. */
  open: boolean;
  /** Called with `false` when the person keeps the subscription. */
  onOpenChange: (open: boolean) => void;
  /** The translated name of the plan being cancelled. */
  planName: string;
  /** The last day of access when cancelling at the period's end, formatted; null when unknown. */
  endDate: string | null;
  /** Spec §4: after a failed payment the cancellation is immediate, and the wording says so. */
  immediate: boolean;
  /** The server accepted the cancellation. */
  onCancelled: () => void;
  /** The button that opened the dialog (it is opened from state, not from a trigger): focus goes back there. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Spec §4 Cancellation: the confirmation before DELETE /v1/subscription. It stays open and busy while
 * the request runs; a failure is shown inside it so the person can try again or keep the plan.
 */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  planName,
  endDate,
  immediate,
  onCancelled,
  returnFocusTo,
}: CancelSubscriptionDialogProps) {
  const { t } = useTranslation('account');
  const cancel = useCancelSubscription();
  // A second click can arrive before React re-renders the button disabled: one request only.
  const sending = useRef(false);
  const variant = immediate ? 'immediate' : 'scheduled';

  const changeOpen = (next: boolean) => {
    if (!next) cancel.reset();
    onOpenChange(next);
  };

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t(`cancel.${variant}.title`)}</AlertDialogTitle>
          <AlertDialogDescription>
            {immediate
              ? t('cancel.immediate.description', { plan: planName })
              : endDate
                ? t('cancel.scheduled.description', { plan: planName, date: endDate })
                : t('cancel.scheduled.descriptionNoDate', { plan: planName })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {cancel.isError ? (
          <Alert variant="error" title={t('cancel.error.title')}>
            {t('cancel.error.description')}
          </Alert>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{t('cancel.keep')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            loading={cancel.isPending}
            loadingLabel={t('cancel.busy')}
            onClick={(event) => {
              // Stay open until the server answers.
              event.preventDefault();
              if (sending.current) return;
              sending.current = true;
              cancel.mutate(undefined, {
                onSuccess: () => {
                  onOpenChange(false);
                  onCancelled();
                },
                onSettled: () => {
                  sending.current = false;
                },
              });
            }}
          >
            {t(`cancel.${variant}.confirm`)}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
