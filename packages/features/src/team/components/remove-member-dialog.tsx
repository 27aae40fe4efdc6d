import { ConfirmDialog, type FocusTarget } from '@holostream/design-system';
import { useState } from 'react';
import { useRemoveMember } from '../../shared/api/members';
import { useTexts } from '../../shared/i18n/texts';
import { teamTexts } from '../locales/texts';

export interface RemoveMemberDialogProps {
  /** The member to remove; the dialog is open while this is set. */
  member: { id: number; name: string } | null;
  /** The organisation's name, for the question. */
  organizationName: string;
  /** The organisation the member leaves. */
  organizationId: number;
  /** Cancel (or Escape): keep the member. */
  onCancel: () => void;
  /** The server answered: `error` is what it said, or undefined on success (a result dialog says so). */
  onDone: (outcome: { ok: true } | { ok: false; error: unknown }) => void;
  /** The Remove button that opened it, and where focus goes when that button is gone. */
  returnFocusTo: FocusTarget;
  fallbackFocus: FocusTarget;
}

/** The confirmation before DELETE /v1/org/{id}/member; busy (and unclosable) while it runs. */
export function RemoveMemberDialog({
  member,
  organizationName,
  organizationId,
  onCancel,
  onDone,
  returnFocusTo,
  fallbackFocus,
}: RemoveMemberDialogProps) {
  const { t } = useTexts(teamTexts);
  const remove = useRemoveMember(organizationId);
  // Keep the last member's name while the dialog closes, so the question never reads 'Remove ?'.
  const [shown, setShown] = useState(member);
  if (member !== null && member !== shown) setShown(member);
  const names = { name: shown?.name ?? '', team: organizationName };

  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      returnFocusTo={returnFocusTo}
      fallbackFocus={fallbackFocus}
      title={t('remove.title', names)}
      description={t('remove.description', names)}
      confirmLabel={t('remove.confirm')}
      cancelLabel={t('remove.cancel')}
      busyLabel={t('remove.busy')}
      // Either answer closes the question; a result dialog says what happened.
      onConfirm={async () => {
        if (!member) return;
        await remove.mutateAsync(member.id).then(
          () => onDone({ ok: true }),
          (error: unknown) => onDone({ ok: false, error }),
        );
      }}
    />
  );
}
