import { NoticeDialog } from '@holostream/design-system';
import { useTranslation } from 'react-i18next';

export interface ResultDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** The outcome in a few words ('Member added', 'Member not added'). */
  title: string;
  /** What happened: the server's message on an error (spec §8), a sentence on success. */
  description: string;
  /** OK was pressed (or Escape): close the dialog. */
  onClose: () => void;
  /** Where focus goes once the dialog has closed (the button that started it, or a fallback). */
  onCloseAutoFocus: (event: Event) => void;
}

/** The error and success dialogs of adding and removing a member (spec §2 Team tab): one OK button. */
export function ResultDialog({ open, title, description, onClose, onCloseAutoFocus }: ResultDialogProps) {
  const { t } = useTranslation('team');
  return (
    <NoticeDialog
      open={open}
      title={title}
      description={description}
      actionLabel={t('result.ok')}
      onAction={onClose}
      onDismiss={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
