import { Button, type ButtonProps } from '@holostream/design-system';
import { KeyRound } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { CodeUnavailable, useDialogOnDemand } from '../../shared/dialog-on-demand';
import { useTexts } from '../../shared/i18n/texts';
import { teamTexts } from '../locales/texts';

// Anyone may open it, few do: the dialog and the code's checks are fetched on demand.
const loadModal = () => import('./invitation-code-modal');
const InvitationCodeModal = lazy(() => loadModal().then((module) => ({ default: module.InvitationCodeModal })));

export interface InvitationCodeDialogProps {
  /** The clock of the countdown (tests and stories); Date.now by default. */
  now?: () => number;
  /** How often the open dialog asks for the code again: the product's 5 s by default (stories pass less). */
  checkEveryMs?: number;
  /** Look of the 'Generate invitation code' button that opens the dialog. */
  triggerVariant?: ButtonProps['variant'];
}

/**
 * 'Generate invitation code' and its dialog (docs/product.md §2 Team tab, §6: any signed-in user). Everything
 * inside, including the 5-second checks and the countdown, is mounted only while the dialog is open,
 * so closing it stops every timer. Focus returns to the button on close.
 */
export function InvitationCodeDialog({ now, checkEveryMs, triggerVariant = 'primary' }: InvitationCodeDialogProps) {
  const { t } = useTexts(teamTexts);
  const dialog = useDialogOnDemand(loadModal);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} variant={triggerVariant} {...dialog.opener} onClick={dialog.show}>
        <KeyRound aria-hidden />
        {t('invite.generate')}
      </Button>
      {dialog.unavailable ? <CodeUnavailable /> : null}
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <InvitationCodeModal
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocusTo={button}
            now={now}
            checkEveryMs={checkEveryMs}
          />
        </Suspense>
      ) : null}
    </>
  );
}
