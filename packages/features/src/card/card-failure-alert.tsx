import { Alert } from '@holostream/design-system';
import { useFocusOnShow } from '../shared/forms/use-focus-on-show';
import { useFailureText } from '../shared/failures';
import type { RegisterCardResult } from './register-card';

/** A card that could not be saved, for a reason the card field does not show itself. */
export type CardFailure = Exclude<RegisterCardResult, { ok: true }>;

/** The texts of docs/product.md §8 Card, in the caller's language. */
export interface CardFailureLabels {
  /** 'Card Element not found'. */
  cardElementMissing: string;
  /** Title above the provider's own message (a declined or incomplete card). */
  cardTitle: string;
  /** 'Failed to register payment method', above what went wrong (the server's message, offline, …). */
  registerFailed: string;
  /** 'An unexpected error occurred'. */
  unexpected: string;
}

/**
 * Why a card was not saved, in checkout and in the billing tab alike. Focus moves to it when it appears
 * (a failed submit leaves the person on the message, not on the page's body).
 */
export function CardFailureAlert({ failure, labels }: { failure: CardFailure; labels: CardFailureLabels }) {
  const failureText = useFailureText();
  const ref = useFocusOnShow<HTMLDivElement>(failure);
  const shown = { ref, tabIndex: -1, variant: 'error' } as const;
  switch (failure.reason) {
    case 'card-element-missing':
      return <Alert {...shown} title={labels.cardElementMissing} />;
    case 'provider':
      return (
        <Alert {...shown} title={labels.cardTitle}>
          {failure.message}
        </Alert>
      );
    case 'register-failed':
      return (
        <Alert {...shown} title={labels.registerFailed}>
          {failureText.detail(failure.error)}
        </Alert>
      );
    case 'unexpected':
      return <Alert {...shown} title={labels.unexpected} />;
  }
}
