import type { Member } from '@holostream/api';
import { Badge, Button } from '@holostream/design-system';
import { UserMinus } from 'lucide-react';
import { canRemove, type TeamView } from '../model/team';
import { readableCode } from '../../shared/readable-code';
import { useTexts } from '../../shared/i18n/texts';
import { teamTexts } from '../locales/texts';

export interface MemberListProps {
  /** The organisation's members, in the server's order. */
  members: readonly Member[];
  /** What the signed-in person may do here: Remove shows only for an admin, never on their own row. */
  view: TeamView;
  /** Remove was pressed on `member`'s row; `opener` is that button, for focus to return to. */
  onRemove: (member: Member, opener: HTMLButtonElement) => void;
  /** id of the heading that names the list. */
  labelledBy: string;
}

/** docs/product.md §2 Team tab: the member list with role badges, a 'you' tag on the signed-in person's row, Remove for admins. */
export function MemberList({ members, view, onRemove, labelledBy }: MemberListProps) {
  const { t } = useTexts(teamTexts);
  return (
    <ul aria-labelledby={labelledBy} className="divide-y divide-border rounded-lg border border-border">
      {members.map((member) => (
        <li
          key={member.id}
          aria-label={member.name}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
        >
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <span className="min-w-0 font-medium break-all">{member.name}</span>
            {member.isCurrentUser ? <Badge variant="outline">{t('members.you')}</Badge> : null}
            <Badge variant={member.role === 'admin' ? 'primary' : 'neutral'}>
              {t(`roles.${member.role}`, { defaultValue: readableCode(member.role) })}
            </Badge>
          </div>
          {canRemove(view, member) ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={t('members.removeNamed', { name: member.name })}
              onClick={(event) => onRemove(member, event.currentTarget)}
            >
              <UserMinus aria-hidden />
              {t('members.remove')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
