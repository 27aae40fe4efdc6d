import { Alert, Button, ConfirmDialog } from '@holostream/design-system';
import { useRef, useState, type RefObject } from 'react';
import { useFailureText } from '../../shared/failures';
import type { RevokeProgress } from '../../shared/api/revoke-in-turn';
import { useTexts } from '../../shared/i18n/texts';
import { securityTexts } from '../locales/texts';

export interface SignOutOthersProps {
  /** How many other sessions there are now (the button shows only when there is one). */
  count: number;
  /** The progress of the current or last run; null before the first. */
  progress: RevokeProgress | null;
  /** A run is going on. */
  running: boolean;
  /** Starts the run (after the confirmation); resolves when it is over. */
  onConfirm: () => Promise<unknown>;
  /** Where focus goes when the button is gone after the run (the section heading). */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/**
 * Beyond docs/product.md: 'Sign out all other sessions' with a confirmation. The dialog stays open, busy, with '2 of 3'
 * while the sessions are revoked one by one; then focus returns to the button (or the heading when no other
 * session is left).
 */
export function SignOutOthers({ count, progress, running, onConfirm, fallbackFocus }: SignOutOthersProps) {
  const { t } = useTexts(securityTexts);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // While running, the list shrinks under the dialog: keep the number the person confirmed.
  const total = running && progress ? progress.total : count;

  return (
    <>
      {count > 0 ? (
        <Button
          ref={button}
          variant="outline"
          className="w-full sm:w-auto"
          loading={running}
          loadingLabel={t('sessions.signOutOthers.busy')}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t('sessions.signOutOthers.action')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={button}
        fallbackFocus={fallbackFocus}
        title={t('sessions.signOutOthers.title')}
        description={t('sessions.signOutOthers.description', { count: total })}
        confirmLabel={t('sessions.signOutOthers.confirm')}
        cancelLabel={t('sessions.signOutOthers.cancel')}
        busyLabel={t('sessions.signOutOthers.busy')}
        onConfirm={onConfirm}
      >
        {running && progress ? (
          <p role="status" className="text-sm font-medium">
            {t('sessions.signOutOthers.progress', {
              current: Math.min(progress.settled + 1, progress.total),
              total: progress.total,
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

export interface SignOutOthersResultProps {
  /** The finished run. */
  progress: RevokeProgress;
  /** The device title of a session id (the failed ones are named). */
  deviceOf: (sessionId: number) => string;
}

/** What the last 'sign out all' did: how many went, and each failure with its reason. */
export function SignOutOthersResult({ progress, deviceOf }: SignOutOthersResultProps) {
  const { t } = useTexts(securityTexts);
  const failure = useFailureText();
  if (progress.failures.length === 0) {
    return <Alert variant="success" title={t('sessions.signOutOthers.done', { count: progress.revoked.length })} />;
  }
  return (
    <Alert
      variant="error"
      title={t('sessions.signOutOthers.failedTitle', { count: progress.failures.length, total: progress.total })}
    >
      <ul className="list-disc ps-5">
        {progress.failures.map(({ sessionId, error }) => (
          <li key={sessionId}>
            {t('sessions.signOutOthers.failedItem', {
              device: deviceOf(sessionId),
              message: failure.message(error, t('sessions.revokeError')),
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
