import type { Session } from '@holostream/api';
import { Alert, Button, EmptyState } from '@holostream/design-system';
import { MonitorSmartphone } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useRevokeOtherSessions } from '../../shared/api/sessions';
import { useFailureText } from '../../shared/failures';
import { isFlagged, signInFlags } from '../model/sign-in-review';
import type { SecureAccount } from './not-you';
import { SessionCard } from './session-card';
import { SignOutOthers, SignOutOthersResult } from './sign-out-others';
import { useDeviceTitle } from './use-device-title';
import { useTexts } from '../../shared/i18n/texts';
import { securityTexts } from '../locales/texts';
import { useServerNow } from '../../shared/use-server-now';

export interface SessionsSectionProps {
  /** The sessions, the current one first. */
  sessions: readonly Session[];
  /** A reload failed while a list is on screen: it stays, with this error and a retry. */
  reloadError?: unknown;
  /** Loads the list again. */
  onRetry: () => void;
  /** A reload is under way. */
  reloading?: boolean;
  /** 'Not you?' on a flagged sign-in leads here next (the change-password form). */
  secure?: SecureAccount;
}

/**
 * docs/product.md §2 Security tab: the session list (current first, with its 'Active' badge) or 'No active
 * sessions'; each other session can be revoked, or all of them at once.
 */
export function SessionsSection({ sessions, reloadError, onRetry, reloading = false, secure }: SessionsSectionProps) {
  const { t } = useTexts(securityTexts);
  const failureText = useFailureText();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deviceTitle = useDeviceTitle();
  const bulk = useRevokeOtherSessions();
  // The names of the sessions a 'sign out all' started with: a failed one may be gone after the reload.
  const [names, setNames] = useState<ReadonlyMap<number, string | null>>(new Map());

  // Sessions 'sign out all' has revoked leave at once; the list reloads at the end.
  const gone = new Set(bulk.progress?.revoked);
  const shown = sessions.filter((session) => !gone.has(session.id));
  const others = shown.filter((session) => !session.currentSession);
  const openedAt = useServerNow();
  const current = shown.find((session) => session.currentSession);
  const flagsOf = (session: Session) => signInFlags(session, current, openedAt);
  const anyFlagged = others.some((session) => isFlagged(flagsOf(session)));

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus-visible:outline-none">
            {t('sessions.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('sessions.description')}</p>
        </div>
        <SignOutOthers
          count={others.length}
          progress={bulk.progress}
          running={bulk.isRunning}
          fallbackFocus={headingRef}
          onConfirm={() => {
            setNames(new Map(others.map((session) => [session.id, session.name])));
            return bulk.start(others.map((session) => session.id));
          }}
        />
      </div>

      {bulk.progress && !bulk.isRunning ? (
        <SignOutOthersResult progress={bulk.progress} deviceOf={(id) => deviceTitle(names.get(id) ?? null)} />
      ) : null}

      {reloadError ? (
        <Alert
          variant="error"
          title={t('sessions.loadError')}
          action={
            <Button
              variant="outline"
              size="sm"
              onClick={onRetry}
              loading={reloading}
              loadingLabel={failureText.retryLabel}
            >
              {failureText.retryLabel}
            </Button>
          }
        >
          {failureText.detail(reloadError)}
        </Alert>
      ) : null}

      {anyFlagged ? (
        <Alert variant="warning" title={t('sessions.review.title')}>
          {t('sessions.review.description')}
        </Alert>
      ) : null}

      {shown.length === 0 ? (
        <EmptyState
          icon={<MonitorSmartphone />}
          title={t('sessions.empty')}
          description={t('sessions.emptyDescription')}
        />
      ) : (
        <ul aria-label={t('sessions.list')} className="grid gap-4">
          {shown.map((session) => (
            <li key={session.id}>
              <SessionCard
                session={session}
                flags={flagsOf(session)}
                secure={secure}
                locked={bulk.isRunning}
                revokingInBulk={bulk.isRunning && bulk.progress?.current === session.id}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
