import { Button } from '@holostream/design-system';
import { ExternalLink } from 'lucide-react';
import type { RowAction } from '../model/row-action';
import { useTexts } from '../../shared/i18n/texts';
import { billingTexts } from '../locales/texts';

export interface HistoryActionProps {
  /** What the row offers (`rowAction`: the status's action, or only the invoice of a settled bill). */
  action: RowAction;
  /** Which bill, for the accessible name: every row has the same visible text. */
  bill: { description: string; date: string };
  /** 'Use a different card': opens the card dialog; focus comes back to this button. */
  onChangeCard: (opener: HTMLElement) => void;
}

/** A link to the bill's page at the payment provider, in a new tab. */
function BillLink({ href, label, children }: { href: string; label: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {children}
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
    </a>
  );
}

/**
 * The action of a history row (docs/product.md §4): invoice, complete payment, use a different card, or none; a
 * settled bill only its invoice and why nothing is to pay. Each name starts with the visible text and then says
 * which bill it is about.
 */
export function HistoryAction({ action, bill, onChangeCard }: HistoryActionProps) {
  const { t } = useTexts(billingTexts);
  switch (action.kind) {
    case 'invoice':
    case 'complete-payment': {
      const invoice = action.kind === 'invoice';
      return (
        <BillLink href={action.url} label={t(invoice ? 'history.invoiceLabel' : 'history.completePaymentLabel', bill)}>
          {invoice ? t('history.invoice') : t('history.completePayment')}
        </BillLink>
      );
    }
    case 'change-card':
      return (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 py-0 text-sm"
            aria-label={t('history.useDifferentCardLabel', bill)}
            onClick={(event) => onChangeCard(event.currentTarget)}
          >
            {t('history.useDifferentCard')}
          </Button>
          {action.url ? (
            <BillLink href={action.url} label={t('history.payInvoiceLabel', bill)}>
              {t('history.payInvoice')}
            </BillLink>
          ) : null}
        </span>
      );
    case 'settled':
      return (
        // Blocks that follow the cell's alignment: left in the table, right in a phone's card.
        <span className="block">
          {action.url ? (
            <BillLink href={action.url} label={t('history.invoiceLabel', bill)}>
              {t('history.invoice')}
            </BillLink>
          ) : null}
          <span className="mt-0.5 block text-xs text-muted-foreground">
            {action.reason === 'paid-later' ? t('history.settled.paidLater') : t('history.settled.planEnded')}
          </span>
        </span>
      );
    case 'none':
      return (
        <span className="text-muted-foreground">
          <span aria-hidden>—</span>
          <span className="sr-only">{t('history.noAction')}</span>
        </span>
      );
  }
}
