import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@holostream/design-system';
import { useTranslation } from 'react-i18next';

export interface CancelSuccessDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Spec §4: the plan ended at once (after a failed payment) rather than at the period's end. */
  immediate: boolean;
  /** The last day of access, formatted; null when unknown. */
  endDate: string | null;
  /** OK: the page reloads its data (spec §4). */
  onConfirm: () => void;
  /** Where focus goes when the dialog closes (the cancel button it came from is gone by then). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Spec §4: the cancellation went through; OK reloads the page's data. */
export function CancelSuccessDialog({
  open,
  immediate,
  endDate,
  onConfirm,
  onCloseAutoFocus,
}: CancelSuccessDialogProps) {
  const { t } = useTranslation('account');
  return (
    <AlertDialog open={open}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('cancelled.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {immediate
              ? t('cancelled.immediate')
              : endDate
                ? t('cancelled.scheduled', { date: endDate })
                : t('cancelled.scheduledNoDate')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction onClick={onConfirm}>{t('cancelled.ok')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
