import type { Member, Organization } from '@holostream/api';
import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Meter,
  Skeleton,
} from '@holostream/design-system';
import { UserPlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useMembers } from '../../shared/api/members';
import { ReadFailure, useFailureText } from '../../shared/failures';
import { teamView } from '../model/team';
import { AddMemberDialog } from './add-member-dialog';
import { RemoveMemberDialog } from './remove-member-dialog';
import { ResultDialog } from './result-dialog';
import { MemberList } from './member-list';
import { readableCode } from '../../shared/readable-code';
import { useTexts } from '../../shared/i18n/texts';
import { teamTexts } from '../locales/texts';

export interface TeamPanelProps {
  /** The selected organisation. */
  organization: Organization;
}

interface Outcome {
  action: 'add' | 'remove';
  ok: boolean;
  /** The member's name on success, the server's message (or the fallback) on an error. */
  text: string;
  /** On an error, the server's sentence a page not in its language folds away. */
  serverWords?: string | null;
}

/**
 * One organisation (docs/product.md §2 Team tab): members/seats, the member list, and for an admin Add member and
 * Remove with their dialogs (docs/product.md §6). Focus goes back to the button that started a dialog, or to the
 * organisation's heading when that button is gone or disabled.
 */
export function TeamPanel({ organization }: TeamPanelProps) {
  const { t } = useTexts(teamTexts);
  const failure = useFailureText();
  const members = useMembers(organization.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // The button that opened the current dialog (focus returns there, or to the heading when it is gone).
  const returnTo = useRef<HTMLElement | null>(null);
  const listTitleId = useId();
  const fullId = useId();

  const focus = { returnFocusTo: returnTo, fallbackFocus: titleRef };

  const list = members.data;
  const view = list ? teamView(organization, list) : undefined;
  const counts = { members: list?.length ?? 0, seats: organization.seats };
  const fullReason = t('summary.full', counts);

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2" ref={titleRef} tabIndex={-1} className="wrap-anywhere focus-visible:outline-none">
            {organization.name}
          </CardTitle>
          {view?.role ? (
            <CardDescription>
              {t('organization.yourRole', { role: t(`roles.${view.role}`, { defaultValue: readableCode(view.role) }) })}
            </CardDescription>
          ) : null}
          {view?.canManage ? (
            <CardAction>
              <Button
                ref={addButtonRef}
                disabled={view.atCapacity}
                aria-describedby={view.atCapacity ? fullId : undefined}
                aria-haspopup="dialog"
                onClick={() => {
                  returnTo.current = addButtonRef.current;
                  setAdding(true);
                }}
              >
                <UserPlus aria-hidden />
                {t('add.open')}
              </Button>
            </CardAction>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-5">
          {members.isPending ? (
            <div role="status" aria-label={t('members.loading')} className="grid gap-3">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : members.isError ? (
            <ReadFailure titleAs="h3" title={t('errors.members')} reads={[members]} />
          ) : (
            <>
              <Meter
                label={t('summary.seats')}
                value={counts.members}
                max={organization.seats}
                valueText={t('summary.count', counts)}
              />
              {view?.canManage && view.atCapacity ? (
                <p id={fullId} className="text-sm text-status-amber">
                  {fullReason}
                </p>
              ) : null}
              <div className="grid gap-2">
                <h3 id={listTitleId} className="text-base font-semibold">
                  {t('members.title')}
                </h3>
                {list && list.length > 0 && view ? (
                  <MemberList
                    labelledBy={listTitleId}
                    members={list}
                    view={view}
                    onRemove={(member, opener) => {
                      returnTo.current = opener;
                      setRemoving(member);
                    }}
                  />
                ) : (
                  <p className="text-sm text-muted-foreground">{t('members.empty')}</p>
                )}
              </div>
            </>
          )}
        </CardContent>
      </Card>

      {view?.canManage ? (
        <AddMemberDialog
          open={adding}
          onOpenChange={setAdding}
          organizationId={organization.id}
          atCapacity={view.atCapacity}
          fullReason={fullReason}
          onAdded={(username) => {
            setOutcome({ action: 'add', ok: true, text: username });
            setAdding(false);
          }}
          returnFocusTo={addButtonRef}
          fallbackFocus={titleRef}
        />
      ) : null}
      <RemoveMemberDialog
        member={removing}
        organizationId={organization.id}
        organizationName={organization.name}
        onCancel={() => setRemoving(null)}
        onDone={(result) => {
          const name = removing?.name ?? '';
          setOutcome(
            result.ok
              ? { action: 'remove', ok: true, text: name }
              : {
                  action: 'remove',
                  ok: false,
                  text: failure.message(result.error, t('remove.error.fallback')),
                  serverWords: failure.folded(result.error),
                },
          );
          setRemoving(null);
        }}
        {...focus}
      />
      <ResultDialog
        open={outcome !== null}
        title={outcome ? t(`${outcome.action}.${outcome.ok ? 'success' : 'error'}.title`) : ''}
        description={
          outcome?.ok
            ? t(`${outcome.action}.success.description`, { name: outcome.text, team: organization.name })
            : (outcome?.text ?? '')
        }
        serverWords={outcome?.serverWords}
        onClose={() => setOutcome(null)}
        {...focus}
      />
    </>
  );
}
