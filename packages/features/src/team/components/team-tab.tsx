import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  SelectField,
  Skeleton,
} from '@holostream/design-system';
import { useState } from 'react';
import { useOrganizations } from '../../shared/api/organizations';
import { ReadFailure } from '../../shared/failures';
import { selectedOrganization } from '../model/team';
import { InvitationCodeDialog } from './invitation-code-dialog';
import { TeamPanel } from './team-panel';
import { useTexts } from '../../shared/i18n/texts';
import { teamTexts } from '../locales/texts';

export interface TeamTabProps {
  /**
   * The clock of the invitation-code countdown, in epoch milliseconds. Tests and stories pass a fixed
   * or stepping one so the countdown is the same on every run; `Date.now` by default.
   */
  now?: () => number;
  /**
   * How often the open invitation-code dialog asks for the code again: the product's 5 s by default. Stories pass less,
   * to show the checks (and a code used meanwhile) without waiting for them.
   */
  invitationCheckEveryMs?: number;
}

/**
 * The team tab of /account (docs/product.md §2 Team tab, §6, §7): the organisations the person belongs to (the
 * first selected, a selector when there are several), its members against its seats, and for an admin
 * adding and removing members. Without an organisation it explains how to join one; everyone can
 * generate a personal invitation code.
 */
export function TeamTab({ now, invitationCheckEveryMs }: TeamTabProps = {}) {
  const { t } = useTexts(teamTexts);
  const organizations = useOrganizations();
  const [chosenId, setChosenId] = useState<number>();

  if (organizations.isPending) {
    return (
      <div role="status" aria-label={t('loading')} className="grid gap-4">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  if (organizations.isError) {
    return <ReadFailure titleAs="h2" title={t('errors.organizations')} reads={[organizations]} />;
  }

  const list = organizations.data;
  const organization = selectedOrganization(list, chosenId);

  if (!organization) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('noOrg.title')}</CardTitle>
          <CardDescription>{t('noOrg.description')}</CardDescription>
        </CardHeader>
        <CardFooter>
          <InvitationCodeDialog now={now} checkEveryMs={invitationCheckEveryMs} />
        </CardFooter>
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {list.length > 1 ? (
        <SelectField
          className="max-w-sm"
          label={t('organization.label')}
          value={String(organization.id)}
          onValueChange={(value) => setChosenId(Number(value))}
          options={list.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
        />
      ) : null}
      <TeamPanel key={organization.id} organization={organization} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('joinOther.title')}</CardTitle>
          <CardDescription>{t('joinOther.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <InvitationCodeDialog now={now} checkEveryMs={invitationCheckEveryMs} triggerVariant="outline" />
        </CardContent>
      </Card>
    </div>
  );
}
