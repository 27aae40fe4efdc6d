import {
  Alert,
  Button,
  CopyButton,
  Countdown,
  DialogClose,
  DialogFooter,
  Spinner,
  StatusBadge,
} from '@holostream/design-system';
import { serverNow } from '@holostream/api';
import { useCallback, useEffect, useState } from 'react';
import { useCreateInvitationCode, useInvitationCode } from '../../shared/api/invitation-code';
import { useFailureText } from '../../shared/failures';
import { useSingleFlight } from '../../shared/forms';
import { useSignedInPerson } from '../../shared/person';
import { useTexts } from '../../shared/i18n/texts';
import { teamTexts } from '../locales/texts';

export interface InvitationCodeBodyProps {
  /**
   * The clock of the countdown (tests and stories pass a fixed or stepping one); the server's by default, which decides
   * when the code expires.
   */
  now?: () => number;
  /** How often the open dialog asks for the code again: the product's 5 s by default (stories pass less). */
  checkEveryMs?: number;
}

const serverTime = () => serverNow().getTime();

/**
 * The inside of the invitation-code dialog (docs/product.md §2 Team tab, §4, §9), mounted only while it is open:
 * - the first check answering not found creates a code (POST);
 * - the code is checked again every 5 s; not found after a code was shown means it expired or was
 *   used, and so does the countdown reaching zero: the expired state with Close and 'Generate new code';
 * - other failures of a check are only logged and the code stays.
 */
export function InvitationCodeBody({ now = serverTime, checkEveryMs }: InvitationCodeBodyProps) {
  const { t } = useTexts(teamTexts);
  const { retryLabel } = useFailureText();
  // The admin needs the username with the code: shown here, so nobody has to look it up elsewhere.
  const username = useSignedInPerson();
  const query = useInvitationCode(checkEveryMs);
  const create = useCreateInvitationCode();
  const { mutateAsync: createCode, isIdle: createIdle } = create;
  const once = useSingleFlight();
  // The code shown in this opening, and the one whose countdown reached zero.
  const [shownCode, setShownCode] = useState<string | null>(null);
  const [expiredCode, setExpiredCode] = useState<string | null>(null);
  // A failure shows from the mutation's state.
  const generate = useCallback(() => void once(() => createCode().catch(() => undefined)), [createCode, once]);

  const code = query.data ?? null;
  if (code !== null && code.code !== shownCode) setShownCode(code.code);

  const firstCheckFoundNone = query.data === null && shownCode === null;
  useEffect(() => {
    // Once per opening: after it the creation is no longer idle (a failure waits for Generate), and a second effect
    // of StrictMode finds the first one in flight (single-flight).
    if (firstCheckFoundNone && createIdle) generate();
  }, [firstCheckFoundNone, createIdle, generate]);

  const phase =
    code !== null
      ? code.code === expiredCode
        ? 'expired'
        : 'active'
      : query.data === null && shownCode !== null
        ? 'expired'
        : create.isError || (query.isError && query.data === undefined)
          ? 'error'
          : 'loading';

  return (
    <>
      <div className="grid min-h-32 content-center gap-4">
        {phase === 'loading' ? (
          <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
            <Spinner size="sm" decorative />
            {t('invite.loading')}
          </p>
        ) : null}

        {phase === 'active' && code !== null ? (
          <dl className="grid gap-4">
            {username ? (
              <div className="grid gap-2">
                <dt className="text-sm text-muted-foreground">{t('invite.username')}</dt>
                <dd className="flex flex-wrap items-center gap-3">
                  <span className="text-lg font-semibold wrap-anywhere">{username}</span>
                  <CopyButton
                    value={username}
                    label={t('invite.copyUsername')}
                    copiedLabel={t('invite.copied')}
                    errorLabel={t('invite.copyFailed')}
                  />
                </dd>
              </div>
            ) : null}
            <div className="grid gap-2">
              <dt className="text-sm text-muted-foreground">{t('invite.code')}</dt>
              <dd className="flex flex-wrap items-center gap-3">
                <span className="font-mono text-xl font-semibold tracking-wider break-all sm:text-2xl">
                  {code.code}
                </span>
                <CopyButton
                  value={code.code}
                  label={t('invite.copy')}
                  copiedLabel={t('invite.copied')}
                  errorLabel={t('invite.copyFailed')}
                />
              </dd>
            </div>
            <div className="grid gap-2">
              <dt className="text-sm text-muted-foreground">{t('invite.expiresIn')}</dt>
              <dd>
                <Countdown
                  key={code.code}
                  expiresAt={new Date(code.expiresAt)}
                  now={now}
                  labels={{
                    days: t('invite.units.days'),
                    hours: t('invite.units.hours'),
                    minutes: t('invite.units.minutes'),
                    seconds: t('invite.units.seconds'),
                  }}
                  expiredLabel={t('invite.expired')}
                  onExpire={() => setExpiredCode(code.code)}
                />
              </dd>
            </div>
          </dl>
        ) : null}

        {/* Present in every phase, so reaching the expired state is announced. */}
        <div role="status" className="grid justify-items-start gap-2">
          {phase === 'expired' ? (
            <>
              <StatusBadge tone="grey" label={t('invite.expired')} />
              <p className="text-sm text-muted-foreground">{t('invite.expiredDescription')}</p>
            </>
          ) : null}
        </div>

        {phase === 'error' ? (
          <Alert variant="error" title={create.isError ? t('invite.createError') : t('invite.loadError')} />
        ) : null}
        {phase === 'expired' && create.isError ? <Alert variant="error" title={t('invite.createError')} /> : null}
      </div>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant={phase === 'active' ? 'primary' : 'outline'}>{t('invite.close')}</Button>
        </DialogClose>
        {phase === 'expired' ? (
          <Button loading={create.isPending} loadingLabel={t('invite.generating')} onClick={generate}>
            {t('invite.generateNew')}
          </Button>
        ) : null}
        {phase === 'error' ? (
          <Button
            loading={create.isPending || query.isFetching}
            loadingLabel={t('invite.loading')}
            onClick={() => (create.isError ? generate() : void query.refetch())}
          >
            {retryLabel}
          </Button>
        ) : null}
      </DialogFooter>
    </>
  );
}
