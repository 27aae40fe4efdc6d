import { addMemberFormSchema, type AddMemberFormValues } from '@holostream/api';
import { Alert, Button, DialogClose, DialogFooter, RadioGroup, TextField } from '@holostream/design-system';
import { useRef, useState, type FormEvent } from 'react';
import { useAddMember } from '../../shared/api/members';
import { DraftRestoredNote, useDraftKey, useSchemaForm } from '../../shared/forms';

/** The add-member form's draft: the username and role, never the invitation code (a secret). */
export const ADD_MEMBER_DRAFT = 'add-member';
import { useFailureText } from '../../shared/failures';
import { ResultDialog } from './result-dialog';
import { useTexts } from '../../shared/i18n/texts';
import { teamTexts } from '../locales/texts';

const EMPTY: AddMemberFormValues = { username: '', invitationCode: '', role: 'member' };

export interface AddMemberFormProps {
  /** The organisation the member joins. */
  organizationId: number;
  /** members >= seats: Add is disabled and the reason shows (docs/product.md §5). */
  atCapacity: boolean;
  /** The reason shown while the team is full. */
  fullReason: string;
  /** The server added the member; `username` as it was sent. */
  onAdded: (username: string) => void;
}

/**
 * The form inside the add-member dialog (docs/product.md §5 Add member): username and invitation code required,
 * role member (default) or admin. Errors show under the fields once submitted; a server error opens an
 * error dialog over the form, which keeps everything typed.
 */
export function AddMemberForm({ organizationId, atCapacity, fullReason, onAdded }: AddMemberFormProps) {
  const { t } = useTexts(teamTexts);
  const failureText = useFailureText();
  const add = useAddMember(organizationId);
  const { values, field, setField, error, handleSubmit, draft } = useSchemaForm({
    name: 'add-member',
    schema: addMemberFormSchema,
    defaultValues: EMPTY,
    draft: { key: useDraftKey(ADD_MEMBER_DRAFT), omit: ['invitationCode'] },
  });
  // The failure in words (the server's sentence, or ours on a page not in its language, with the server's folded).
  const [failure, setFailure] = useState<{ message: string; serverWords: string | null } | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      if (atCapacity) return;
      try {
        await add.mutateAsync(body);
        draft.clear();
        onAdded(body.username);
      } catch (error) {
        setFailure({
          message: failureText.message(error, t('add.error.fallback')),
          serverWords: failureText.folded(error),
        });
      }
    })(event);

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {draft.restored ? <DraftRestoredNote /> : null}
        <TextField
          {...field('username')}
          label={t('add.username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={error('username')}
        />
        <TextField
          {...field('invitationCode')}
          label={t('add.invitationCode')}
          hint={t('add.invitationCodeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          inputClassName="font-mono uppercase"
          error={error('invitationCode')}
        />
        <RadioGroup
          label={t('add.role')}
          name="role"
          value={values.role}
          onValueChange={(role) => setField('role', role === 'admin' ? 'admin' : 'member')}
          options={[
            { value: 'member', label: t('roles.member'), description: t('add.roleMember') },
            { value: 'admin', label: t('roles.admin'), description: t('add.roleAdmin') },
          ]}
        />
        {atCapacity ? <Alert variant="warning" title={fullReason} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('add.cancel')}
            </Button>
          </DialogClose>
          <Button
            ref={submitRef}
            type="submit"
            disabled={atCapacity}
            loading={add.isPending}
            loadingLabel={t('add.sending')}
          >
            {t('add.submit')}
          </Button>
        </DialogFooter>
      </form>
      <ResultDialog
        open={failure !== null}
        title={t('add.error.title')}
        description={failure?.message ?? ''}
        serverWords={failure?.serverWords}
        onClose={() => setFailure(null)}
        returnFocusTo={submitRef}
      />
    </>
  );
}
