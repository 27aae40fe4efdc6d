import { Button } from '@holostream/design-system';
import { lazy, Suspense, useRef } from 'react';
import { CodeUnavailable, useDialogOnDemand } from '../../shared/dialog-on-demand';
import type { SecureAccount } from './secure-account-dialog';
import { useTexts } from '../../shared/i18n/texts';
import { securityTexts } from '../locales/texts';

// Most sign-ins are the person's own: the dialog loads on demand.
const loadDialog = () => import('./secure-account-dialog');
const SecureAccountDialog = lazy(() => loadDialog().then((module) => ({ default: module.SecureAccountDialog })));

export interface NotYouProps extends SecureAccount {
  /** The session that wasn't the person. */
  sessionId: number;
  /** Its device title, in words. */
  device: string;
  /** Another revoke runs for every session: the button waits. */
  disabled?: boolean;
}

/** 'Not you?' on a sign-in worth a second look, and the dialog that secures the account. */
export function NotYou({ sessionId, device, disabled, ...secure }: NotYouProps) {
  const { t } = useTexts(securityTexts);
  const dialog = useDialogOnDemand(loadDialog);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        className="w-full sm:w-auto"
        disabled={disabled}
        aria-label={t('sessions.secure.actionLabel', { device })}
        {...dialog.opener}
        onClick={dialog.show}
      >
        {t('sessions.secure.action')}
      </Button>
      {dialog.unavailable ? <CodeUnavailable /> : null}
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <SecureAccountDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            sessionId={sessionId}
            device={device}
            opener={button}
            {...secure}
          />
        </Suspense>
      ) : null}
    </>
  );
}
