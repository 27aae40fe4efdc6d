import { addMemberFormSchema, fieldErrors, type MemberRole } from '@holostream/api';
import { Alert, Button, DialogClose, DialogFooter, RadioGroup, TextField } from '@holostream/design-system';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddMember } from '../../shared/api';
import { failureMessage } from '../model/errors';
import { ResultDialog } from './result-dialog';

type Field = 'username' | 'invitationCode';
const FIELD_ORDER: readonly Field[] = ['username', 'invitationCode'];

export interface AddMemberFormProps {
  /** The organisation the member joins. */
  organizationId: number;
  /** members >= seats: Add is disabled and the reason shows (spec §5). */
  atCapacity: boolean;
  /** The reason shown while the team is full. */
  fullReason: string;
  /** The server added the member; `username` as it was sent. */
  onAdded: (username: string) => void;
}

/**
 * The form inside the add-member dialog (spec §5 Add member): username and invitation code required,
 * role member (default) or admin. Errors show under the fields once submitted; a server error opens an
 * error dialog over the form, which keeps everything typed.
 */
export function AddMemberForm({ organizationId, atCapacity, fullReason, onAdded }: AddMemberFormProps) {
  const { t } = useTranslation('team');
  const add = useAddMember(organizationId);
  const base = useId();
  const ids = { username: `${base}-username`, invitationCode: `${base}-code` } satisfies Record<Field, string>;
  const [values, setValues] = useState({ username: '', invitationCode: '', role: 'member' as MemberRole });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One click, one request: the pending state reaches the button a render later than a second click.
  const sending = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);

  const parsed = addMemberFormSchema.safeParse(values);
  const errors: Partial<Record<Field, string>> = submitted && !parsed.success ? fieldErrors(parsed.error) : {};
  const errorText = (field: Field) => (errors[field] === undefined ? undefined : t(errors[field]));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      const first = FIELD_ORDER.find((field) => found[field] !== undefined);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    if (sending.current || atCapacity) return;
    sending.current = true;
    const body = parsed.data;
    add.mutate(body, {
      onSuccess: () => onAdded(body.username),
      onError: (error) => setFailure(failureMessage(error, t('add.error.fallback'))),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const setText = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          id={ids.username}
          label={t('add.username')}
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          onChange={setText('username')}
          error={errorText('username')}
        />
        <TextField
          id={ids.invitationCode}
          label={t('add.invitationCode')}
          hint={t('add.invitationCodeHint')}
          name="invitationCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          inputClassName="font-mono uppercase"
          value={values.invitationCode}
          onChange={setText('invitationCode')}
          error={errorText('invitationCode')}
        />
        <RadioGroup
          label={t('add.role')}
          name="role"
          value={values.role}
          onValueChange={(role) =>
            setValues((current) => ({ ...current, role: role === 'admin' ? 'admin' : 'member' }))
          }
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
        description={failure ?? ''}
        onClose={() => setFailure(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          submitRef.current?.focus();
        }}
      />
    </>
  );
}
