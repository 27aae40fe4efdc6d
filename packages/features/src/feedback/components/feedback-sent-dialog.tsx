import { NoticeDialog } from '@holostream/design-system';
import { useTexts } from '../../shared/i18n/texts';
import { feedbackTexts } from '../locales/texts';

export interface FeedbackSentDialogProps {
  /** Whether the feedback was accepted. */
  open: boolean;
  /** Leaves the form: the action button and Escape both call it (docs/product.md §4: the modal returns to /account). */
  onClose: () => void;
}

/** The success modal of docs/product.md §4 Feedback: thanks, and the way back to the account page. */
export function FeedbackSentDialog({ open, onClose }: FeedbackSentDialogProps) {
  const { t } = useTexts(feedbackTexts);
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
