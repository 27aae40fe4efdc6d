import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@holostream/design-system';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveMember } from '../../shared/api';

export interface RemoveMemberDialogProps {
  /** The member to remove; the dialog is open while this is set. */
  member: { id: number; name: string } | null;
  /** The organisation's name, for the question. */
  organizationName: string;
  /** The organisation the member leaves. */
  organizationId: number;
  /** Cancel (or Escape): keep the member. */
  onCancel: () => void;
  /** The server answered: `error` is what it said, or undefined on success. */
  onDone: (outcome: { ok: true } | { ok: false; error: unknown }) => void;
  /** Where focus goes once the dialog has closed. */
  onCloseAutoFocus: (event: Event) => void;
}

/** Spec §2 Team tab: the confirmation before DELETE /v1/org/{id}/member; busy (and unclosable) while it runs. */
export function RemoveMemberDialog({
  member,
  organizationName,
  organizationId,
  onCancel,
  onDone,
  onCloseAutoFocus,
}: RemoveMemberDialogProps) {
  const { t } = useTranslation('team');
  const remove = useRemoveMember(organizationId);
  // One click, one request (the busy state reaches the button a render later).
  const sending = useRef(false);
  // Keep the last member's name while the dialog closes, so the question never reads 'Remove ?'.
  const [shown, setShown] = useState(member);
  if (member !== null && member !== shown) setShown(member);
  const names = { name: shown?.name ?? '', team: organizationName };

  return (
    <AlertDialog open={member !== null} onOpenChange={(open) => (open || remove.isPending ? undefined : onCancel())}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('remove.title', names)}</AlertDialogTitle>
          <AlertDialogDescription>{t('remove.description', names)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('remove.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            loading={remove.isPending}
            loadingLabel={t('remove.busy')}
            onClick={(event) => {
              // Stay open until the server answers.
              event.preventDefault();
              if (!member || sending.current) return;
              sending.current = true;
              remove.mutate(member.id, {
                onSuccess: () => onDone({ ok: true }),
                onError: (error) => onDone({ ok: false, error }),
                onSettled: () => {
                  sending.current = false;
                  remove.reset();
                },
              });
            }}
          >
            {t('remove.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
