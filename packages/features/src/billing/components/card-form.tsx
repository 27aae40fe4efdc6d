import { checkoutBillingFormSchema } from '@holostream/api';
import { Button, DialogClose, DialogFooter, TextField } from '@holostream/design-system';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardField } from '../../shared/card/card-field';
import { registerCard, type EnteredCard } from '../../shared/card/register-card';
import { useSavePaymentMethod } from '../../shared/api';
import { CardFailureAlert, type CardFailure } from '../../shared/card/card-failure-alert';

/** The cardholder name follows checkout's rule: required, trimmed (spec §5). */
const nameSchema = checkoutBillingFormSchema.shape.name;

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
  const { t } = useTranslation('billing');
  const stripe = useStripe();
  const elements = useElements();
  const save = useSavePaymentMethod();
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<CardFailure | null>(null);
  const [cardError, setCardError] = useState<string | undefined>();
  // A double click must not send twice: state updates are too late to block the second one.
  const busyRef = useRef(false);
  const nameId = useId();

  const parsed = nameSchema.safeParse(name);
  const nameError = submitted && !parsed.success ? t(parsed.error.issues[0]?.message ?? '') : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busyRef.current) return;
    setSubmitted(true);
    if (!parsed.success) {
      document.getElementById(nameId)?.focus();
      return;
    }
    busyRef.current = true;
    onBusyChange(true);
    setFailure(null);
    const result = await registerCard({
      stripe,
      card: elements?.getElement(CardElement) ?? null,
      details: { name: parsed.data },
      save: (id) => save.mutateAsync(id),
    });
    busyRef.current = false;
    onBusyChange(false);
    if (result.ok) onSaved(result.card);
    // Validation errors are shown by the card field itself (the sandbox next to its inputs).
    else if (result.reason === 'provider' && result.validation) setCardError(result.message);
    else setFailure(result);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      {failure ? (
        <CardFailureAlert
          failure={failure}
          labels={{
            cardElementMissing: t('errors.cardElementMissing'),
            cardTitle: t('errors.cardTitle'),
            registerFailed: t('errors.registerFailed'),
            unexpected: t('errors.unexpected'),
          }}
        />
      ) : null}
      <TextField
        id={nameId}
        label={t('dialog.name')}
        required
        autoComplete="cc-name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
        disabled={busy}
      />
      <CardField
        label={t('dialog.card')}
        error={cardError}
        disabled={busy}
        onChange={(event) => setCardError(event.error?.message)}
      />
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
