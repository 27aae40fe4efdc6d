import { Alert, Button } from '@holostream/design-system';
import { lazy, Suspense, useRef, type RefObject } from 'react';
import { CodeUnavailable, useDialogOnDemand } from '../../shared/dialog-on-demand';
import { useFailureText } from '../../shared/failures';
import type { RevokeProgress } from '../../shared/api';
import { useTexts } from '../../shared/i18n/texts';
import { securityTexts } from '../locales/texts';

const loadQuestion = () => import('./sign-out-others-dialog');
const SignOutOthersDialog = lazy(() => loadQuestion().then((module) => ({ default: module.SignOutOthersDialog })));

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
  const question = useDialogOnDemand(loadQuestion);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      {count > 0 ? (
        <Button
          ref={button}
          variant="outline"
          className="w-full sm:w-auto"
          loading={running}
          loadingLabel={t('sessions.signOutOthers.busy')}
          {...question.opener}
          onClick={question.show}
        >
          {t('sessions.signOutOthers.action')}
        </Button>
      ) : null}
      {question.unavailable ? <CodeUnavailable /> : null}
      {question.mounted ? (
        <Suspense fallback={null}>
          <SignOutOthersDialog
            open={question.open}
            onOpenChange={question.setOpen}
            count={count}
            progress={progress}
            running={running}
            onConfirm={onConfirm}
            returnFocusTo={button}
            fallbackFocus={fallbackFocus}
          />
        </Suspense>
      ) : null}
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
