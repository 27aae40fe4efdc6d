import { NoticeDialog, type ReturnFocusProps } from '@holostream/design-system';
import { useTranslation } from 'react-i18next';

export interface ResultDialogProps extends ReturnFocusProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** The outcome in a few words ('Member added', 'Member not added'). */
  title: string;
  /** What happened: the server's message on an error (docs/product.md §8), a sentence on success. */
  description: string;
  /** OK was pressed (or Escape): close the dialog. */
  onClose: () => void;
}

/** The error and success dialogs of adding and removing a member (docs/product.md §2 Team tab): one OK button. */
export function ResultDialog({ open, title, description, onClose, ...focus }: ResultDialogProps) {
  const { t } = useTranslation('team');
  return (
    <NoticeDialog
      open={open}
      title={title}
      description={description}
      actionLabel={t('result.ok')}
      onAction={onClose}
      onDismiss={onClose}
      {...focus}
    />
  );
}
