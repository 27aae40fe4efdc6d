import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@holostream/design-system';
import { useState } from 'react';
import { CardProvider } from '../../card/card-provider';
import type { EnteredCard } from '../../card/register-card';
import { CardForm } from './card-form';
import { useTexts } from '../../shared/i18n/texts';
import { useLanguage } from '../../shared/i18n/use-language';
import { billingTexts } from '../locales/texts';

export type CardDialogMode = 'add' | 'update';

export interface CardDialogProps {
  /** Stripe publishable key; without it the sandbox card provider is used. */
  publishableKey?: string;
  /** Whether the dialog is open. */
  open: boolean;
  /** 'add' with no saved card, 'update' to replace it: decides the title and the description. */
  mode: CardDialogMode;
  /** Called with `false` when the person closes it (never while the card is being saved). */
  onOpenChange: (open: boolean) => void;
  /** The card was saved and the saved card fetched again; the parent closes the dialog. */
  onSaved: (card: EnteredCard) => void;
  /** Puts the focus back where the dialog was opened from (it is opened from state, not from a trigger). */
  returnFocus: () => void;
}

/**
 * The add / update card dialog of the billing tab (docs/product.md §2): cardholder name and the provider's card
 * field, then `registerCard` (provider, then POST /v1/billing/payment/method). The card provider loads with it, on
 * the first opening. Errors stay inside the dialog with everything typed; it cannot be closed while
 * saving.
 */
export function CardDialog({ publishableKey, open, mode, onOpenChange, onSaved, returnFocus }: CardDialogProps) {
  const { t } = useTexts(billingTexts);
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  return (
    <CardProvider publishableKey={publishableKey} language={language}>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next && busy) return;
          onOpenChange(next);
        }}
      >
        <DialogContent
          closeLabel={t('dialog.close')}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{mode === 'add' ? t('dialog.addTitle') : t('dialog.updateTitle')}</DialogTitle>
            <DialogDescription>
              {mode === 'add' ? t('dialog.addDescription') : t('dialog.updateDescription')}
            </DialogDescription>
          </DialogHeader>
          <CardForm busy={busy} onBusyChange={setBusy} onSaved={onSaved} />
        </DialogContent>
      </Dialog>
    </CardProvider>
  );
}
