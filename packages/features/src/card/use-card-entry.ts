import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { useSavePaymentMethod } from '../shared/api/payment-method';
import { useTexts } from '../shared/i18n/texts';
import type { CardFailure } from './card-failure-alert';
import type { CardFieldProps } from './card-field';
import { cardTexts } from './locales/texts';
import { registerCard, type CardBillingDetails, type EnteredCard } from './register-card';

export interface CardEntry {
  /** The card is being created at the provider and saved. */
  busy: boolean;
  /** Why the last try failed, when the card field does not show it itself (for `<CardFailureAlert>`). */
  failure: CardFailure | null;
  /** For `<CardField>`: its error, disabled while busy, and the provider's change events. */
  fieldProps: Required<Pick<CardFieldProps, 'disabled' | 'onChange'>> & Pick<CardFieldProps, 'error' | 'requiredError'>;
  /**
   * Called when the rest of the form was sent with errors: an empty card is marked as required at once,
   * with the other fields, instead of only once they are valid. Returns whether the card is filled in.
   */
  markIfEmpty: () => boolean;
  /** Moves focus into the card field. */
  focus: () => void;
  /** Creates the card with these details and saves it: the card, or null when it failed (shown above). */
  register: (details: CardBillingDetails) => Promise<EnteredCard | null>;
}

/**
 * The card half of a form that takes a card (checkout step 1, the billing tab's card dialog): the
 * provider's field, creating the payment method, saving it, and what went wrong. Inside `<CardProvider>`.
 */
export function useCardEntry(): CardEntry {
  const { t } = useTexts(cardTexts);
  const stripe = useStripe();
  const elements = useElements();
  const save = useSavePaymentMethod();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CardFailure | null>(null);
  const [cardError, setCardError] = useState<string | undefined>();
  const [empty, setEmpty] = useState(true);
  const [requiredError, setRequiredError] = useState<string | undefined>();

  const focus = () => elements?.getElement(CardElement)?.focus();

  const register = async (details: CardBillingDetails): Promise<EnteredCard | null> => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await registerCard({
        stripe,
        card: elements?.getElement(CardElement) ?? null,
        details,
        save: (id) => save.mutateAsync(id),
      });
      if (result.ok) return result.card;
      // A validation error is shown by the card field (the sandbox next to its inputs, Stripe's under it),
      // and the person is taken there to fix it.
      if (result.reason === 'provider' && result.validation) {
        setCardError(result.message);
        focus();
      } else setFailure(result);
      return null;
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    failure,
    fieldProps: {
      error: cardError,
      requiredError,
      disabled: busy,
      onChange: (event) => {
        setCardError(event.error?.message);
        setEmpty(event.empty);
        if (!event.empty) setRequiredError(undefined);
      },
    },
    markIfEmpty: () => {
      if (empty) setRequiredError(t('required'));
      return !empty;
    },
    focus,
    register,
  };
}
