import type { Plan } from '@holostream/api';
import { Alert, ConfirmDialog, LabelledField, RadioGroup, Textarea, TextLink } from '@holostream/design-system';
import { useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { FREE_TIER_ID } from '../../plans/plan-key';
import { featureChanges, formatMonthlyPrice, planTexts, usePlanName } from '../../plans';
import { pricingTexts } from '../../plans/locales/texts';
import { useCancelSubscription } from '../../shared/api/subscription';
import { useSendFeedback } from '../../shared/api/feedback';
import { useSiteLinks } from '../../shared/links';
import { CANCEL_REASONS, cancellationFeedback, cheaperPlan, type CancelReason } from '../model/cancellation';
import { useTexts } from '../../shared/i18n/texts';
import { accountTexts } from '../locales/texts';

export interface CancelSubscriptionDialogProps {
  /** Whether the confirmation is open. */
  open: boolean;
  /** Called with `false` when the person keeps the subscription, or once it is cancelled. */
  onOpenChange: (open: boolean) => void;
  /** The translated name of the plan being cancelled. */
  planName: string;
  /** The last day of access when cancelling at the period's end, formatted; null when unknown. */
  endDate: string | null;
  /** After a failed payment the cancellation is immediate, and the wording says so. */
  immediate: boolean;
  /** The server accepted the cancellation. */
  onCancelled: () => void;
  /** The button that opened the dialog (it is opened from state, not from a trigger): focus goes back there. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** The plan being cancelled and every plan, when loaded: what changes, and a cheaper plan to offer. */
  plan?: Plan;
  plans?: readonly Plan[];
}

/** The longest answer to 'Other' (the feedback body has room for more; a reason is a few lines). */
const DETAILS_MAX = 1000;

/**
 * The confirmation before DELETE /v1/subscription. It stays open and busy while the request runs; a failure is
 * shown inside it so the person can try again or keep the plan. Beyond docs/product.md: what changes when the plan
 * ends (its features against the free plan's), a cheaper plan offered first (never pushed), and an optional reason,
 * sent as feedback only after the cancellation succeeded; that send failing (or a 429) changes nothing.
 */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  planName,
  endDate,
  immediate,
  onCancelled,
  returnFocusTo,
  plan,
  plans = [],
}: CancelSubscriptionDialogProps) {
  const { t } = useTexts(accountTexts);
  const pricing = useTexts(pricingTexts);
  const features = planTexts(pricing.t, pricing.i18n.language);
  const nameOf = usePlanName();
  const links = useSiteLinks();
  const cancel = useCancelSubscription();
  const sendFeedback = useSendFeedback();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [details, setDetails] = useState('');
  const variant = immediate ? 'immediate' : 'scheduled';
  const free = plans.find((candidate) => candidate.id === FREE_TIER_ID);
  const changes = plan && free ? featureChanges(plan, free) : [];
  const offer = immediate ? undefined : cheaperPlan(plan, plans);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={t(`cancel.${variant}.title`)}
      description={
        immediate
          ? t('cancel.immediate.description', { plan: planName })
          : endDate
            ? t('cancel.scheduled.description', { plan: planName, date: endDate })
            : t('cancel.scheduled.descriptionNoDate', { plan: planName })
      }
      confirmLabel={t(`cancel.${variant}.confirm`)}
      cancelLabel={t('cancel.keep')}
      busyLabel={t('cancel.busy')}
      onConfirm={async () => {
        await cancel.mutateAsync();
        const feedback = cancellationFeedback(reason, details, plan?.name ?? planName);
        // After the cancellation, and on its own: its failure (a 429 too) never undoes or blocks it.
        if (feedback) void sendFeedback.mutateAsync(feedback).catch(() => undefined);
        onCancelled();
      }}
      renderError={() => (
        <Alert variant="error" title={t('cancel.error.title')}>
          {t('cancel.error.description')}
        </Alert>
      )}
    >
      {changes.length > 0 ? (
        <section aria-labelledby="cancel-changes" className="grid gap-2 text-sm">
          <h3 id="cancel-changes" className="font-medium">
            {immediate
              ? t('cancel.changes.now')
              : endDate
                ? t('cancel.changes.on', { date: endDate })
                : t('cancel.changes.atEnd')}
          </h3>
          <ul className="grid gap-1.5">
            {changes.map(({ now, after }) => (
              <li key={now.kind} className="grid gap-x-2 sm:grid-cols-[1fr_auto_1fr]">
                <span>{features.feature(now)}</span>
                <span aria-hidden className="hidden text-muted-foreground sm:inline">
                  →
                </span>
                <span className="text-muted-foreground">
                  <span className="sr-only">{t('cancel.changes.becomes')} </span>
                  {after ? features.feature(after) : t('cancel.changes.none')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {offer ? (
        <p className="rounded-md bg-muted/60 p-3 text-sm">
          {t('cancel.offer.text', {
            plan: nameOf(offer),
            price: formatMonthlyPrice(offer.price, pricing.i18n.language),
          })}{' '}
          <TextLink asChild>
            <Link to={links.checkout(offer.id)}>{t('cancel.offer.action', { plan: nameOf(offer) })}</Link>
          </TextLink>
        </p>
      ) : null}
      <RadioGroup
        label={t('cancel.reason.label')}
        options={CANCEL_REASONS.map((value) => ({ value, label: t(`cancel.reason.options.${value}`) }))}
        value={reason ?? ''}
        onValueChange={(value) => setReason(CANCEL_REASONS.find((known) => known === value) ?? null)}
      />
      {reason === 'other' ? (
        <LabelledField label={t('cancel.reason.details')}>
          <Textarea
            rows={3}
            maxLength={DETAILS_MAX}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
        </LabelledField>
      ) : null}
    </ConfirmDialog>
  );
}
