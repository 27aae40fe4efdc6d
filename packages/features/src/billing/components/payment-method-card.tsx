import type { PaymentMethod } from '@holostream/api';
import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
} from '@holostream/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import type { MouseEvent, Ref } from 'react';
import { ReadFailure } from '../../shared/failures';
import { SavedCard } from './saved-card';
import { useTexts } from '../../shared/i18n/texts';
import { billingTexts } from '../locales/texts';
import { useServerNow } from '../../shared/use-server-now';

export interface PaymentMethodCardProps {
  /** GET /v1/billing/payment/method: a card, null (404: none saved) or an error. */
  method: UseQueryResult<PaymentMethod | null>;
  /** Opens the card dialog; the button that was pressed gets the focus back afterwards. */
  onOpenDialog: (opener: HTMLElement) => void;
  /** The 'Update card' button, where focus lands after a card was added from the no-method card. */
  updateButtonRef?: Ref<HTMLButtonElement>;
  /** The card's heading, the last place focus can return to. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * docs/product.md §2 Billing tab: the saved card with 'Update card', or (404 on the method path) the 'no payment
 * method' card with 'Add card'. Loading shows a skeleton; any other failure an error with a retry.
 */
export function PaymentMethodCard({ method, onOpenDialog, updateButtonRef, headingRef }: PaymentMethodCardProps) {
  const { t } = useTexts(billingTexts);
  // The server's month, read once per mount: the warning is about this month, not about every render.
  const now = useServerNow();
  const open = (event: MouseEvent<HTMLButtonElement>) => onOpenDialog(event.currentTarget);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" ref={headingRef} tabIndex={-1} className="focus-visible:outline-none">
          {t('method.title')}
        </CardTitle>
        {method.data ? (
          <CardAction>
            <Button ref={updateButtonRef} variant="outline" size="sm" onClick={open}>
              {t('method.update')}
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {method.isPending ? (
          <div role="status" aria-busy="true" aria-label={t('method.loading')} className="flex items-start gap-4">
            <Skeleton className="h-8 w-12" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-4 w-36" />
            </div>
          </div>
        ) : method.isError ? (
          <ReadFailure
            titleAs="h3"
            title={t('method.error.title')}
            after={t('method.error.description')}
            reads={[method]}
          />
        ) : method.data ? (
          <SavedCard method={method.data} now={now} />
        ) : (
          <EmptyState
            icon={<CreditCard />}
            title={t('noMethod.title')}
            description={t('noMethod.description')}
            action={<Button onClick={open}>{t('noMethod.add')}</Button>}
          />
        )}
      </CardContent>
    </Card>
  );
}
