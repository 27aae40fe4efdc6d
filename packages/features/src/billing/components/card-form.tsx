import { Button, DialogClose, DialogFooter, TextField } from '@holostream/design-system';
import { CardFailureAlert, CardField, useCardEntry, type EnteredCard } from '../../card';
import { BILLING_TEXT_MAX_LENGTH, cardholderFormSchema } from '../../card/billing-details';
import { useSchemaForm } from '../../shared/forms';
import { useTexts } from '../../shared/i18n/texts';
import { billingTexts } from '../locales/texts';

export interface CardFormProps {
  /** Whether the card is being sent (the dialog cannot be closed meanwhile). */
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  /** The card was created at the provider, saved, and the saved card fetched again. */
  onSaved: (card: EnteredCard) => void;
}

/**
 * The card dialog's form: the cardholder name (the only billing detail the provider needs here) and
 * the provider's card field. Mounted while the dialog is open, so each opening starts empty; on an
 * error everything typed stays.
 */
export function CardForm({ busy, onBusyChange, onSaved }: CardFormProps) {
  const { t } = useTexts(billingTexts);
  const card = useCardEntry();
  const { field, error, handleSubmit } = useSchemaForm({
    name: 'cardholder',
    schema: cardholderFormSchema,
    defaultValues: { name: '' },
  });

  const onSubmit = handleSubmit(
    async ({ name }) => {
      if (!card.markIfEmpty()) {
        card.focus();
        return;
      }
      onBusyChange(true);
      try {
        const saved = await card.register({ name });
        if (saved) onSaved(saved);
      } finally {
        onBusyChange(false);
      }
    },
    // The name and the card say what they lack together.
    { onInvalid: () => card.markIfEmpty() },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {card.failure ? <CardFailureAlert failure={card.failure} /> : null}
      <TextField
        {...field('name')}
        label={t('dialog.name')}
        required
        autoComplete="cc-name"
        maxLength={BILLING_TEXT_MAX_LENGTH}
        error={error('name')}
        disabled={busy}
      />
      <CardField {...card.fieldProps} disabled={busy} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            {t('dialog.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={busy} loadingLabel={t('dialog.saving')}>
          {t('dialog.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
