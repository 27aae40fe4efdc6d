import type { BillingItem } from '@holostream/api';
import { ErrorState, ResponsiveTable, Skeleton, type ResponsiveTableColumn } from '@holostream/design-system';
import { useId } from 'react';
import { useFailureText } from '../../shared/failures';
import { useBillingHistory } from '../../shared/api';
import { formatBillingAmount } from '../model/amount';
import { billingStatusView } from '../model/billing-status';
import { useTrustedHosts } from '../../shared/links';
import { formatEpochDate } from '../model/dates';
import { BillingStatusBadge } from './billing-status-badge';
import { HistoryAction } from './history-action';
import { useLanguage } from './use-language';
import { useTexts } from '../../shared/i18n/texts';
import { billingTexts } from '../locales/texts';

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
 * row: date, description, amount, status (§4 colours and labels) and its action.
 */
export function BillingHistory({ onChangeCard }: BillingHistoryProps) {
  const trustedHosts = useTrustedHosts();
  const { t } = useTexts(billingTexts);
  const failure = useFailureText();
  const language = useLanguage();
  const history = useBillingHistory();
  const headingId = useId();

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
          action={billingStatusView(item, trustedHosts).action}
          bill={{ description: item.description, date }}
          onChangeCard={onChangeCard}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg leading-snug font-semibold tracking-tight">
        {t('history.title')}
      </h2>
      {history.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('history.loading')} className="flex flex-col gap-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : history.isError ? (
        <ErrorState
          titleAs="h3"
          title={t('history.error.title')}
          message={failure.message(history.error)}
          onRetry={() => void history.refetch()}
          retryLabel={t('retry')}
          retrying={history.isFetching}
        />
      ) : (
        <ResponsiveTable
          caption={t('history.title')}
          hideCaption
          columns={columns}
          rows={history.data.map((item, index) => ({
            key: `${item.created}-${index}`,
            item,
            date: formatEpochDate(item.created, language, 'medium'),
          }))}
          getRowId={(row) => row.key}
          emptyState={
            <div className="grid gap-1">
              <p className="font-medium text-foreground">{t('history.empty.title')}</p>
              <p>{t('history.empty.description')}</p>
            </div>
          }
        />
      )}
    </section>
  );
}
