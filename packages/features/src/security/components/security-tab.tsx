import { Skeleton } from '@holostream/design-system';
import { useRef, useState } from 'react';
import { useSessions } from '../../shared/api/sessions';
import { ReadFailure } from '../../shared/failures';
import { ChangePasswordCard } from './change-password-card';
import { SessionsSection } from './sessions-section';
import { useTexts } from '../../shared/i18n/texts';
import { securityTexts } from '../locales/texts';

/** While the sessions load: the shape of the list, and words for screen readers. */
function SessionsLoading() {
  const { t } = useTexts(securityTexts);
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/**
 * The security tab of /account (docs/product.md §2, §4): the change-password form, which needs nothing loaded, and
 * the session list with its own loading, error (its title, the reason and a retry) and ready states. 'Not you?' on a
 * flagged sign-in ends at the change-password form.
 */
export function SecurityTab() {
  const { t } = useTexts(securityTexts);
  const sessions = useSessions();
  const passwordField = useRef<HTMLInputElement>(null);
  // The device 'Not you?' signed out: the change-password form says so while it has focus.
  const [signedOutDevice, setSignedOutDevice] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-8">
      <ChangePasswordCard firstFieldRef={passwordField} signedOutDevice={signedOutDevice} />
      {sessions.isPending ? (
        <SessionsLoading />
      ) : sessions.data === undefined ? (
        <ReadFailure titleAs="h2" title={t('sessions.loadError')} reads={[sessions]} />
      ) : (
        <SessionsSection
          secure={{ passwordField, onSecured: setSignedOutDevice }}
          sessions={sessions.data}
          reloadError={sessions.isError ? sessions.error : undefined}
          onRetry={() => void sessions.refetch()}
          reloading={sessions.isFetching}
        />
      )}
    </div>
  );
}
