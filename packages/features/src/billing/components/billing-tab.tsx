import { Alert } from '@holostream/design-system';
import { lazy, Suspense, useRef, useState, type SyntheticEvent } from 'react';
import { cardBrandName } from '../../card/card-brand-name';
import type { EnteredCard } from '../../card/register-card';
import { usePaymentMethod } from '../../shared/api';
import { CodeUnavailable, useDialogOnDemand } from '../../shared/dialog-on-demand';
import { BillingHistory } from './billing-history';
import type { CardDialogMode } from './card-dialog';
import { NextPaymentCard } from './next-payment-card';
import { PaymentMethodCard } from './payment-method-card';
import { useTexts } from '../../shared/i18n/texts';
import { billingTexts } from '../locales/texts';

// The card form (the card provider, its form library, its fields, the dialog) is for the person who changes their card:
// on demand. Its buttons are in three cards, so the tab fetches it when any button in it is pointed at or focused.
const loadCardDialog = () => import('./card-dialog');
const CardDialog = lazy(() => loadCardDialog().then((module) => ({ default: module.CardDialog })));

function loadCardDialogOnIntent(event: SyntheticEvent) {
  if (event.target instanceof Element && event.target.closest('button')) {
    void loadCardDialog().catch(() => undefined);
  }
}

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
  const method = usePaymentMethod();
  const cardDialog = useDialogOnDemand(loadCardDialog);
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
    cardDialog.show();
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
    <div className="flex flex-col gap-6" onPointerOver={loadCardDialogOnIntent} onFocus={loadCardDialogOnIntent}>
      {saved ? (
        <Alert variant="success" title={t('method.saved.title')}>
          {t('method.saved.description', {
            card: t('method.card', {
              brand: cardBrandName(saved.brand, (key) => t(`brands.${key}`)),
              last4: saved.last4,
            }),
          })}
        </Alert>
      ) : null}
      {cardDialog.unavailable ? <CodeUnavailable /> : null}
      <NextPaymentCard method={method} onOpenDialog={openDialog} />
      <PaymentMethodCard
        method={method}
        onOpenDialog={openDialog}
        updateButtonRef={updateButtonRef}
        headingRef={headingRef}
      />
      <BillingHistory onChangeCard={openDialog} />
      {cardDialog.mounted ? (
        <Suspense fallback={null}>
          <CardDialog
            publishableKey={publishableKey}
            open={cardDialog.open}
            mode={mode}
            onOpenChange={cardDialog.setOpen}
            onSaved={(card) => {
              cardDialog.setOpen(false);
              setSaved(card);
            }}
            returnFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
