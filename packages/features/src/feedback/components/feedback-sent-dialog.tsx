import { NoticeDialog } from '@holostream/design-system';
import { useTranslation } from 'react-i18next';

export interface FeedbackSentDialogProps {
  /** Whether the feedback was accepted. */
  open: boolean;
  /** Leaves the form: the action button and Escape both call it (docs/product.md §4: the modal returns to /account). */
  onClose: () => void;
}

/** The success modal of docs/product.md §4 Feedback: thanks, and the way back to the account page. */
export function FeedbackSentDialog({ open, onClose }: FeedbackSentDialogProps) {
  const { t } = useTranslation('feedback');
  // The button closes the dialog, which dismisses it: onClose runs once either way.
  return (
    <NoticeDialog
      open={open}
      title={t('success.title')}
      description={t('success.description')}
      actionLabel={t('success.action')}
      onDismiss={onClose}
    />
  );
}
