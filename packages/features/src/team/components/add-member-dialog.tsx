import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  type FocusTarget,
} from '@holostream/design-system';
import { useIsAddingMember } from '../../shared/api/members';
import { clearDraft, useDraftKey } from '../../shared/forms';
import { ADD_MEMBER_DRAFT, AddMemberForm } from './add-member-form';
import { useTexts } from '../../shared/i18n/texts';
import { teamTexts } from '../locales/texts';

export interface AddMemberDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Closed by Cancel, Escape or the X. */
  onOpenChange: (open: boolean) => void;
  /** The 'Add member' button that opened the dialog (the caller's): focus returns to it on close. */
  returnFocusTo: FocusTarget;
  /** The organisation the member joins. */
  organizationId: number;
  /** members >= seats (docs/product.md §5): Add stays disabled. */
  atCapacity: boolean;
  /** The reason shown while the team is full. */
  fullReason: string;
  /** The server added the member; the caller closes this dialog and shows the success dialog. */
  onAdded: (username: string) => void;
  /** Where focus goes when the dialog closes and its trigger is disabled (the team became full). */
  fallbackFocus?: FocusTarget;
}

/**
 * docs/product.md §2 Team tab: the add-member dialog. What was typed (but the invitation code) is kept as a draft
 * while it is open, so a session that expires loses nothing; closing it lets the draft go.
 */
export function AddMemberDialog({
  open,
  onOpenChange,
  returnFocusTo,
  organizationId,
  atCapacity,
  fullReason,
  onAdded,
  fallbackFocus,
}: AddMemberDialogProps) {
  const { t } = useTexts(teamTexts);
  // While the member is being added the dialog stays open, so its outcome has somewhere to show.
  const busy = useIsAddingMember(organizationId);
  const draftKey = useDraftKey(ADD_MEMBER_DRAFT);
  const openChange = (next: boolean) => {
    if (busy && !next) return;
    // Closed on purpose (Cancel, Escape, X): what was typed is let go. A session that expires keeps it.
    if (!next) clearDraft({ key: draftKey });
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent closeLabel={t('invite.close')} returnFocusTo={returnFocusTo} fallbackFocus={fallbackFocus}>
        <DialogHeader>
          <DialogTitle>{t('add.title')}</DialogTitle>
          <DialogDescription>{t('add.description')}</DialogDescription>
        </DialogHeader>
        <AddMemberForm
          organizationId={organizationId}
          atCapacity={atCapacity}
          fullReason={fullReason}
          onAdded={onAdded}
        />
      </DialogContent>
    </Dialog>
  );
}
