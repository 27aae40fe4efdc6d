import { Alert, ConfirmDialog } from '@holostream/design-system';
import type { RefObject } from 'react';
import { useCancelSubscription } from '../../shared/api';
import { useTexts } from '../../shared/i18n/texts';
import { accountTexts } from '../locales/texts';

export interface CancelSubscriptionDialogProps {
  /** Whether the confirmation is open. */
  open: boolean;
  /** Called with `false` when the person keeps the subscription, or once it is cancelled. */
  onOpenChange: (open: boolean) => void;
  /** The translated name of the plan being cancelled. */
  planName: string;
  /** The last day of access when cancelling at the period's end, formatted; null when unknown. */
  endDate: string | null;
  /** After a failed payment the cancellation is immediate, and the wording says so. */
  immediate: boolean;
  /** The server accepted the cancellation. */
  onCancelled: () => void;
  /** The button that opened the dialog (it is opened from state, not from a trigger): focus goes back there. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The confirmation before DELETE /v1/subscription. It stays open and busy while the request runs; a failure is
 * shown inside it so the person can try again or keep the plan.
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
  const { t } = useTexts(accountTexts);
  const cancel = useCancelSubscription();
  const variant = immediate ? 'immediate' : 'scheduled';

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={t(`cancel.${variant}.title`)}
      description={
        immediate
          ? t('cancel.immediate.description', { plan: planName })
          : endDate
            ? t('cancel.scheduled.description', { plan: planName, date: endDate })
            : t('cancel.scheduled.descriptionNoDate', { plan: planName })
      }
      confirmLabel={t(`cancel.${variant}.confirm`)}
      cancelLabel={t('cancel.keep')}
      busyLabel={t('cancel.busy')}
      onConfirm={async () => {
        await cancel.mutateAsync();
        onCancelled();
      }}
      renderError={() => (
        <Alert variant="error" title={t('cancel.error.title')}>
          {t('cancel.error.description')}
        </Alert>
      )}
    />
  );
}
