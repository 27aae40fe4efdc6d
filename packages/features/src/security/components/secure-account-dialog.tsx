import { Alert, ConfirmDialog } from '@holostream/design-system';
import { useState, type RefObject } from 'react';
import { useRevokeSession } from '../../shared/api';
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

export interface SecureAccountDialogProps extends SecureAccount {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The session that wasn't the person. */
  sessionId: number;
  /** Its device title, in words. */
  device: string;
  /** The 'Not you?' button that opened it (not-you.tsx). */
  opener: RefObject<HTMLElement | null>;
}

/**
 * Behind 'Not you?' (not-you.tsx): a dialog that signs that device out, then takes the person to the change-password
 * form with a line saying why. A failure keeps the dialog open with 'Failed to revoke session'.
 */
export function SecureAccountDialog({
  open,
  onOpenChange,
  sessionId,
  device,
  opener,
  passwordField,
  onSecured,
}: SecureAccountDialogProps) {
  const { t } = useTexts(securityTexts);
  const failureText = useFailureText();
  const revoke = useRevokeSession();
  const [secured, setSecured] = useState(false);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      // Cancel returns to 'Not you?'; once the device is out (its card may be gone already), the password is next.
      returnFocusTo={secured ? passwordField : opener}
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
  );
}
