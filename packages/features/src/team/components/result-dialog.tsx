import { NoticeDialog, type ReturnFocusProps } from '@holostream/design-system';
import { ServerWords } from '../../shared/failures';
import { useTexts } from '../../shared/i18n/texts';
import { teamTexts } from '../locales/texts';

export interface ResultDialogProps extends ReturnFocusProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** The outcome in a few words ('Member added', 'Member not added'). */
  title: string;
  /** What happened: the server's message on an error (docs/product.md §8), a sentence on success. */
  description: string;
  /** The server's sentence a page not in its language leaves out of the description, folded away under it. */
  serverWords?: string | null;
  /** OK was pressed (or Escape): close the dialog. */
  onClose: () => void;
}

/** The error and success dialogs of adding and removing a member (docs/product.md §2 Team tab): one OK button. */
export function ResultDialog({ open, title, description, serverWords, onClose, ...focus }: ResultDialogProps) {
  const { t } = useTexts(teamTexts);
  return (
    <NoticeDialog
      open={open}
      title={title}
      description={description}
      detail={serverWords ? <ServerWords text={serverWords} /> : undefined}
      actionLabel={t('result.ok')}
      onAction={onClose}
      onDismiss={onClose}
      {...focus}
    />
  );
}
