import { Button } from '@holostream/design-system';
import { lazy, Suspense, useRef, useState } from 'react';
import type { SecureAccount } from './secure-account-dialog';
import { useTexts } from '../../shared/i18n/texts';
import { securityTexts } from '../locales/texts';

// The dialog loads when the button is pointed at, focused or pressed: most sign-ins are the person's own.
const loadDialog = () => import('./secure-account-dialog');
const SecureAccountDialog = lazy(() => loadDialog().then((module) => ({ default: module.SecureAccountDialog })));
const prefetchDialog = () => void loadDialog();

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
  const [open, setOpen] = useState(false);
  // Mounted once asked, so that the dialog closes (and returns focus) as a dialog does.
  const [asked, setAsked] = useState(false);
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
        aria-haspopup="dialog"
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {t('sessions.secure.action')}
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <SecureAccountDialog
            open={open}
            onOpenChange={setOpen}
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
