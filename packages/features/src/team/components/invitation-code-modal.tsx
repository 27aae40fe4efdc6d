import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@holostream/design-system';
import type { RefObject } from 'react';
import { InvitationCodeBody } from './invitation-code-body';
import { useTexts } from '../../shared/i18n/texts';
import { teamTexts } from '../locales/texts';

export interface InvitationCodeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Generate invitation code' button: focus returns there. */
  returnFocusTo: RefObject<HTMLElement | null>;
  now?: () => number;
  checkEveryMs?: number;
}

/** The dialog behind 'Generate invitation code' (invitation-code-dialog.tsx): the code, its countdown and its checks. */
export function InvitationCodeModal({
  open,
  onOpenChange,
  returnFocusTo,
  now,
  checkEveryMs,
}: InvitationCodeModalProps) {
  const { t } = useTexts(teamTexts);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('invite.close')} returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>{t('invite.title')}</DialogTitle>
          <DialogDescription>{t('invite.description')}</DialogDescription>
        </DialogHeader>
        <InvitationCodeBody now={now} checkEveryMs={checkEveryMs} />
      </DialogContent>
    </Dialog>
  );
}
