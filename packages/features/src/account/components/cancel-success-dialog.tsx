import { NoticeDialog } from '@holostream/design-system';
import type { RefObject } from 'react';
import { useTexts } from '../../shared/i18n/texts';
import { accountTexts } from '../locales/texts';

export interface CancelSuccessDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** docs/product.md §4: the plan ended at once (after a failed payment) rather than at the period's end. */
  immediate: boolean;
  /** The last day of access, formatted; null when unknown. */
  endDate: string | null;
  /** OK: the page reloads its data (docs/product.md §4). */
  onConfirm: () => void;
  /** Where focus goes when the dialog closes (the cancel button it came from is gone by then). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** docs/product.md §4: the cancellation went through; OK reloads the page's data. */
export function CancelSuccessDialog({ open, immediate, endDate, onConfirm, returnFocusTo }: CancelSuccessDialogProps) {
  const { t } = useTexts(accountTexts);
  return (
    <NoticeDialog
      open={open}
      title={t('cancelled.title')}
      description={
        immediate
          ? t('cancelled.immediate')
          : endDate
            ? t('cancelled.scheduled', { date: endDate })
            : t('cancelled.scheduledNoDate')
      }
      actionLabel={t('cancelled.ok')}
      onAction={onConfirm}
      returnFocusTo={returnFocusTo}
    />
  );
}
