import { Alert, Button, ConfirmDialog } from '@holostream/design-system';
import { useRef, useState, type RefObject } from 'react';
import { useRevokeSession } from '../../shared/api/sessions';
import { useFailureText } from '../../shared/failures';
import { useTexts } from '../../shared/i18n/texts';
import { securityTexts } from '../locales/texts';

/** What a flagged session card needs to secure the account: where to go next, and whom to tell. */
export interface SecureAccount {
  /** The change-password form's first field: focus goes there once the device is signed out. */
  passwordField: RefObject<HTMLElement | null>;
  /** The device was signed out (the change-password form says why it has focus). */
  onSecured: (device: string) => void;
}

export interface NotYouProps extends SecureAccount {
  /** The session that wasn't the person. */
  sessionId: number;
  /** Its device title, in words. */
  device: string;
  /** Another revoke runs for every session: the button waits. */
  disabled?: boolean;
}

/**
 * 'Not you?' on a sign-in worth a second look, and its dialog: it signs that device out, then takes the person to the
 * change-password form with a line saying why. A failure keeps the dialog open with 'Failed to revoke session'.
 */
export function NotYou({ sessionId, device, disabled, passwordField, onSecured }: NotYouProps) {
  const { t } = useTexts(securityTexts);
  const failureText = useFailureText();
  const revoke = useRevokeSession();
  const [open, setOpen] = useState(false);
  const [secured, setSecured] = useState(false);
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
        onClick={() => setOpen(true)}
      >
        {t('sessions.secure.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        // Cancel returns to 'Not you?'; once the device is out (its card may be gone already), the password is next.
        returnFocusTo={secured ? passwordField : button}
        fallbackFocus={passwordField}
        title={t('sessions.secure.title')}
        description={t('sessions.secure.description', { device })}
        confirmLabel={t('sessions.secure.confirm')}
        cancelLabel={t('sessions.secure.cancel')}
        busyLabel={t('sessions.secure.busy')}
        onConfirm={async () => {
          await revoke.mutateAsync(sessionId);
          setSecured(true);
          onSecured(device);
        }}
        renderError={(error) => (
          <Alert variant="error" title={t('sessions.revokeError')}>
            {failureText.detail(error)}
          </Alert>
        )}
      />
    </>
  );
}
