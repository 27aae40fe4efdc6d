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

export interface FeedbackSentDialogProps {
  /** Whether the feedback was accepted. */
  open: boolean;
  /** Leaves the form: the action button and Escape both call it (spec §4: the modal returns to /account). */
  onClose: () => void;
}

/** The success modal of spec §4 Feedback: thanks, and the way back to the account page. */
export function FeedbackSentDialog({ open, onClose }: FeedbackSentDialogProps) {
  const { t } = useTranslation('feedback');
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('success.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('success.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {/* Radix closes the dialog on click, which calls onClose once. */}
          <AlertDialogAction>{t('success.action')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
