import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type ButtonProps,
} from '@holostream/design-system';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { InvitationCodeBody } from './invitation-code-body';
import { useTexts } from '../../shared/i18n/texts';
import { teamTexts } from '../locales/texts';

export interface InvitationCodeDialogProps {
  /** The clock of the countdown (tests and stories); the server's by default. */
  now?: () => number;
  /** How often the open dialog asks for the code again: the product's 5 s by default (stories pass less). */
  checkEveryMs?: number;
  /** Look of the 'Generate invitation code' button that opens the dialog. */
  triggerVariant?: ButtonProps['variant'];
}

/**
 * 'Generate invitation code' and its dialog (docs/product.md §2 Team tab, §6: any signed-in user). Everything
 * inside, including the 5-second checks and the countdown, is mounted only while the dialog is open, so closing it
 * stops every timer. Focus returns to the button on close.
 */
export function InvitationCodeDialog({ now, checkEveryMs, triggerVariant = 'primary' }: InvitationCodeDialogProps) {
  const { t } = useTexts(teamTexts);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant}>
          <KeyRound aria-hidden />
          {t('invite.generate')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('invite.close')}>
        <DialogHeader>
          <DialogTitle>{t('invite.title')}</DialogTitle>
          <DialogDescription>{t('invite.description')}</DialogDescription>
        </DialogHeader>
        <InvitationCodeBody now={now} checkEveryMs={checkEveryMs} />
      </DialogContent>
    </Dialog>
  );
}
