import type { Session } from '@holostream/api';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardAction,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@holostream/design-system';
import { useId, type ReactNode } from 'react';
import { useRevokeSession } from '../../shared/api/sessions';
import { useFailureText } from '../../shared/failures';
import { useSingleFlight } from '../../shared/forms';
import {
  formatCoordinates,
  formatDateTime,
  formatRadius,
  locationText,
  sessionPosition,
} from '../model/session-details';
import { isFlagged, type SignInFlags } from '../model/sign-in-review';
import { NotYou } from './not-you';
import type { SecureAccount } from './not-you';
import { useDeviceTitle } from './use-device-title';
import { useTexts } from '../../shared/i18n/texts';
import { securityTexts } from '../locales/texts';
import { useLanguage } from '../../shared/i18n/use-language';

export interface SessionCardProps {
  /** The session as the API gave it. */
  session: Session;
  /** 'Sign out all other sessions' is revoking this one now: the button says so. */
  revokingInBulk?: boolean;
  /** Another revoke runs for every session (the bulk one): this card's button waits. */
  locked?: boolean;
  /** Why this sign-in is worth a second look (new, another country); none by default. */
  flags?: SignInFlags;
  /** A flagged card offers 'Not you?' with this (the change-password form to go to next). */
  secure?: SecureAccount;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

/**
 * One session (docs/product.md §2 Security tab): device title, 'Active' for the current one ('New' or 'Different
 * country' for another worth a second look), IP, place, time zone,
 * EU note, coordinates with the accuracy radius, last used, created. Other sessions can be revoked (§6);
 * a failure shows here, and the list reloads either way. A flagged one also offers 'Not you?'.
 */
export function SessionCard({ session, revokingInBulk = false, locked = false, flags, secure }: SessionCardProps) {
  const { t } = useTexts(securityTexts);
  const failureText = useFailureText();
  const language = useLanguage();
  const device = useDeviceTitle()(session.name);
  const revoke = useRevokeSession();
  const once = useSingleFlight();
  const titleId = useId();

  const place = locationText(session.details, language);
  const position = sessionPosition(session);
  const geo = session.geographicInfo?.details;
  const lastUsed = formatDateTime(session.lastUsedAt, language);
  const created = formatDateTime(session.createdAt, language);
  const revoking = revoke.isPending || revokingInBulk;

  const coordinates = position
    ? position.radiusKm === null
      ? formatCoordinates(position, language)
      : t('sessions.coordinatesWithin', {
          coordinates: formatCoordinates(position, language),
          radius: formatRadius(position.radiusKm, language),
        })
    : null;

  return (
    <Card aria-labelledby={titleId} role="group" data-current={session.currentSession || undefined}>
      <CardHeader>
        {/* Server text: React prints it as text, so markup in a device name stays visible words. */}
        <CardTitle as="h3" id={titleId} className="text-base wrap-anywhere">
          {device}
        </CardTitle>
        {session.currentSession ? (
          <CardAction>
            <Badge variant="success">{t('sessions.active')}</Badge>
          </CardAction>
        ) : flags?.isNew || flags?.otherCountry ? (
          <CardAction className="flex flex-wrap justify-end gap-1.5">
            {flags.isNew ? <Badge variant="warning">{t('sessions.new')}</Badge> : null}
            {flags.otherCountry ? <Badge variant="warning">{t('sessions.otherCountry')}</Badge> : null}
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Detail term={t('sessions.ip')}>
            <span className="font-mono break-all">{session.ip}</span>
          </Detail>
          <Detail term={t('sessions.location')}>
            {place ?? t('sessions.unknownLocation')}
            {geo?.eu === 1 ? <span className="block font-normal text-muted-foreground">{t('sessions.eu')}</span> : null}
          </Detail>
          {geo?.timezone ? <Detail term={t('sessions.timezone')}>{geo.timezone}</Detail> : null}
          {coordinates ? <Detail term={t('sessions.coordinates')}>{coordinates}</Detail> : null}
          {lastUsed ? <Detail term={t('sessions.lastUsed')}>{lastUsed}</Detail> : null}
          {created ? <Detail term={t('sessions.created')}>{created}</Detail> : null}
        </dl>
      </CardContent>
      <CardFooter className="flex-col items-stretch sm:items-start">
        {session.currentSession ? (
          // docs/product.md §6: the current session is marked and cannot be revoked (log out does that).
          <p className="text-sm text-muted-foreground">{t('sessions.currentNote')}</p>
        ) : (
          <>
            <div className="flex w-full flex-col gap-2 sm:flex-row">
              <Button
                variant="outline"
                size="sm"
                className="w-full sm:w-auto"
                disabled={locked}
                loading={revoking}
                loadingLabel={t('sessions.revoking')}
                // Every card has a Revoke button: the name says which session (and starts with the visible word).
                aria-label={t(revoking ? 'sessions.revokingLabel' : 'sessions.revokeLabel', { device })}
                // A failure shows below from the mutation's state.
                onClick={() => void once(() => revoke.mutateAsync(session.id).catch(() => undefined))}
              >
                {t('sessions.revoke')}
              </Button>
              {secure && flags && isFlagged(flags) ? (
                <NotYou sessionId={session.id} device={device} disabled={locked || revoking} {...secure} />
              ) : null}
            </div>
            {revoke.isError ? (
              <Alert variant="error" title={t('sessions.revokeError')}>
                {failureText.detail(revoke.error)}
              </Alert>
            ) : null}
          </>
        )}
      </CardFooter>
    </Card>
  );
}
