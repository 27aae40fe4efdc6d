import type { BillingItem } from '@holostream/api';
import { Button, ResponsiveTable, SelectField, Skeleton, type ResponsiveTableColumn } from '@holostream/design-system';
import { Download } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { billStanding, COMPLETE_PAYMENT_ANCHOR, subscriptionStanding, waitingPayment } from '../../subscription';
import { downloadText } from '../../shared/download-text';
import { readableCode } from '../../shared/readable-code';
import { ReadFailure } from '../../shared/failures';
import { useBillingHistory } from '../../shared/api/billing-history';
import { useSubscription } from '../../shared/api/subscription';
import { formatBillingAmount } from '../model/amount';
import { billingStatusView } from '../model/billing-status';
import { rowAction } from '../model/row-action';
import { useTrustedHosts } from '../../shared/links';
import { formatEpochDate } from '../model/dates';
import { billsCsv, billsCsvFileName, billYear, historyYears, paidTotals, shownYear } from '../model/history-year';
import { BillingStatusBadge } from './billing-status-badge';
import { HistoryAction } from './history-action';
import { useLanguage } from '../../shared/i18n/use-language';
import { useTexts } from '../../shared/i18n/texts';
import { billingTexts } from '../locales/texts';
import { useServerNow } from '../../shared/use-server-now';

export interface BillingHistoryProps {
  /** 'Use a different card' on a failed payment: opens the card dialog from that button. */
  onChangeCard: (opener: HTMLElement) => void;
}

/** A bill with a key of its own (bills carry no id) and its date already written out. */
interface Row {
  key: string;
  item: BillingItem;
  date: string;
}

/**
 * docs/product.md §2 Billing tab: the billing history, newest first; a table on desktop, cards on phones. Each
 * row: date, description, amount, status (§4 colours and labels) and its action. Beyond it: one year at a time (the
 * year in the address, `?year=`), what was paid that year per currency, and that year as CSV.
 */
export function BillingHistory({ onChangeCard }: BillingHistoryProps) {
  const trustedHosts = useTrustedHosts();
  const { t } = useTexts(billingTexts);
  const language = useLanguage();
  const history = useBillingHistory();
  // Where the subscription stands decides which bills still ask for a payment: the rows wait for it (no way to pay
  // flashes on a settled bill); when it cannot be read, only a later payment settles a bill.
  const subscription = useSubscription();
  const standing = subscription.data ? subscriptionStanding(subscription.data) : undefined;
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const now = useServerNow();
  const sectionRef = useRef<HTMLElement>(null);
  // Sent here to complete a payment (checkout's extra step, the general tab's notice): that bill stands out.
  const completing = useLocation().hash === `#${COMPLETE_PAYMENT_ANCHOR}`;
  const items = history.data ?? [];
  const waiting = completing && history.data ? waitingPayment(history.data, standing) : undefined;
  const actionOf = (item: BillingItem) =>
    rowAction(billingStatusView(item, trustedHosts), billStanding(item, items, standing));
  const year = shownYear(searchParams.get('year'), items, now);
  const bills = items.filter((item) => billYear(item) === year);
  const totals = paidTotals(bills).map(({ currency, amountCents }) =>
    formatBillingAmount(amountCents, currency, language),
  );
  const chooseYear = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('year', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  // Once the bills are in, the one to complete comes into view with its link focused: one press from checkout.
  useEffect(() => {
    if (!waiting) return;
    const row = [...(sectionRef.current?.querySelectorAll<HTMLElement>('[data-highlighted]') ?? [])].find((element) =>
      element.checkVisibility(),
    );
    row?.scrollIntoView({ block: 'center' });
    row?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
  }, [waiting]);

  const exportCsv = () => {
    const rows = bills.map((item) => {
      const view = billingStatusView(item, trustedHosts);
      return {
        item,
        status: view.labelKey ? t(`status.${view.labelKey}`) : readableCode(view.status),
        invoiceUrl: view.action.kind === 'invoice' ? view.action.url : null,
      };
    });
    const headers = {
      date: t('history.columns.date'),
      description: t('history.columns.description'),
      amount: t('history.columns.amount'),
      currency: t('history.csv.currency'),
      status: t('history.columns.status'),
      invoice: t('history.csv.invoice'),
    };
    downloadText(billsCsv(rows, headers), billsCsvFileName(year), 'text/csv;charset=utf-8');
  };

  const columns: ResponsiveTableColumn<Row>[] = [
    {
      id: 'date',
      header: t('history.columns.date'),
      isRowHeader: true,
      cell: ({ item, date }) => (
        <time dateTime={new Date(item.created * 1000).toISOString()} className="whitespace-nowrap">
          {date}
        </time>
      ),
    },
    {
      id: 'description',
      header: t('history.columns.description'),
      cell: ({ item }) => <span className="wrap-anywhere">{item.description}</span>,
    },
    {
      id: 'amount',
      header: t('history.columns.amount'),
      align: 'end',
      cell: ({ item }) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatBillingAmount(item.amount, item.currency, language)}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('history.columns.status'),
      cell: ({ item }) => <BillingStatusBadge view={billingStatusView(item, trustedHosts)} />,
    },
    {
      id: 'action',
      header: t('history.columns.action'),
      cell: ({ item, date }) => (
        <HistoryAction
          action={actionOf(item)}
          bill={{ description: item.description, date }}
          onChangeCard={onChangeCard}
        />
      ),
    },
  ];

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg leading-snug font-semibold tracking-tight">
        {t('history.title')}
      </h2>
      {history.isPending || subscription.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('history.loading')} className="flex flex-col gap-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : history.isError ? (
        <ReadFailure titleAs="h3" title={t('history.error.title')} reads={[history]} />
      ) : (
        <>
          {items.length > 0 ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-6">
                <SelectField
                  className="w-full sm:w-40"
                  label={t('history.year')}
                  value={String(year)}
                  onValueChange={chooseYear}
                  options={historyYears(items, now).map((value) => ({ value: String(value), label: String(value) }))}
                />
                <p className="text-sm font-medium tabular-nums sm:pb-2.5" aria-live="polite">
                  {totals.length > 0
                    ? t('history.paid', { year, total: new Intl.ListFormat(language).format(totals) })
                    : t('history.paidNothing', { year })}
                </p>
              </div>
              <Button variant="outline" size="sm" disabled={bills.length === 0} onClick={exportCsv}>
                <Download aria-hidden />
                {t('history.export')}
              </Button>
            </div>
          ) : null}
          <ResponsiveTable
            caption={t('history.title')}
            hideCaption
            columns={columns}
            rows={bills.map((item, index) => ({
              key: `${item.created}-${index}`,
              item,
              date: formatEpochDate(item.created, language, 'medium'),
            }))}
            getRowId={(row) => row.key}
            isRowHighlighted={(row) => row.item === waiting}
            emptyState={
              items.length > 0 ? (
                <p className="font-medium text-foreground">{t('history.emptyYear', { year })}</p>
              ) : (
                <div className="grid gap-1">
                  <p className="font-medium text-foreground">{t('history.empty.title')}</p>
                  <p>{t('history.empty.description')}</p>
                </div>
              )
            }
          />
        </>
      )}
    </section>
  );
}
