import { ConfirmDialog } from '@holostream/design-system';
import type { RefObject } from 'react';
import type { RevokeProgress } from '../../shared/api';
import { useTexts } from '../../shared/i18n/texts';
import { securityTexts } from '../locales/texts';

export interface SignOutOthersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many other sessions there are now. */
  count: number;
  /** The progress of the current or last run; null before the first. */
  progress: RevokeProgress | null;
  /** A run is going on. */
  running: boolean;
  /** Starts the run; resolves when it is over. */
  onConfirm: () => Promise<unknown>;
  /** The button that asked; focus returns there, or to `fallbackFocus` when it is gone. */
  returnFocusTo: RefObject<HTMLElement | null>;
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** The question behind 'Sign out all other sessions' (sign-out-others.tsx), busy with '2 of 3' while it runs. */
export function SignOutOthersDialog({
  open,
  onOpenChange,
  count,
  progress,
  running,
  onConfirm,
  returnFocusTo,
  fallbackFocus,
}: SignOutOthersDialogProps) {
  const { t } = useTexts(securityTexts);
  // While running, the list shrinks under the dialog: keep the number the person confirmed.
  const total = running && progress ? progress.total : count;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
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
  );
}
