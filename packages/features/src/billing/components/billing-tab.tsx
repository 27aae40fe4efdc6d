import { Alert } from '@holostream/design-system';
import { lazy, Suspense, useRef, useState } from 'react';
import { useCardNames } from '../../card/card-brand-name';
import type { EnteredCard } from '../../card/register-card';
import { usePaymentMethod } from '../../shared/api/payment-method';
import { BillingHistory } from './billing-history';
import type { CardDialogMode } from './card-dialog';
import { NextPaymentCard } from './next-payment-card';
import { PaymentMethodCard } from './payment-method-card';
import { useTexts } from '../../shared/i18n/texts';
import { billingTexts } from '../locales/texts';

// The card form with the card provider (Stripe's React binding and its loader, or the sandbox's stand-in) is for the
// person who changes their card: the one part of the page that comes when asked for (docs/decisions/0001).
const CardDialog = lazy(() => import('./card-dialog').then((module) => ({ default: module.CardDialog })));

export interface BillingTabProps {
  /** Stripe publishable key; without it the sandbox card provider is used. */
  publishableKey?: string;
}

/**
 * The billing tab of /account (docs/product.md §2, §3, §4, §8): the next payment, the saved card (or the no-payment-method card),
 * the add / update card dialog and the billing history. The card provider loads with the dialog.
 */
export function BillingTab({ publishableKey }: BillingTabProps) {
  const { t } = useTexts(billingTexts);
  const names = useCardNames();
  const method = usePaymentMethod();
  // Mounted at the first opening and kept, so that it closes (and hands focus back) as a dialog does.
  const [dialog, setDialog] = useState({ mounted: false, open: false });
  // Fixed while open: the title must not change when the new card arrives.
  const [mode, setMode] = useState<CardDialogMode>('update');
  const [saved, setSaved] = useState<EnteredCard | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const updateButtonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const openDialog = (opener: HTMLElement) => {
    openerRef.current = opener;
    setSaved(null);
    setMode(method.data ? 'update' : 'add');
    setDialog({ mounted: true, open: true });
  };

  // Back to the button that opened the dialog; after adding a first card that button is gone, so
  // focus goes to 'Update card' of the new card, else to the card's heading.
  const returnFocus = () => {
    const target = [openerRef.current, updateButtonRef.current, headingRef.current].find(
      (element) => element?.isConnected,
    );
    target?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      {saved ? (
        <Alert variant="success" title={t('method.saved.title')}>
          {t('method.saved.description', {
            card: names.card(saved.brand, saved.last4),
          })}
        </Alert>
      ) : null}
      <NextPaymentCard method={method} onOpenDialog={openDialog} />
      <PaymentMethodCard
        method={method}
        onOpenDialog={openDialog}
        updateButtonRef={updateButtonRef}
        headingRef={headingRef}
      />
      <BillingHistory onChangeCard={openDialog} />
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <CardDialog
            publishableKey={publishableKey}
            open={dialog.open}
            mode={mode}
            onOpenChange={(open) => setDialog({ mounted: true, open })}
            onSaved={(card) => {
              setDialog({ mounted: true, open: false });
              setSaved(card);
            }}
            returnFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
