import { FieldError, RequiredMarker, cn, labelVariants } from '@holostream/design-system';
import { CardElement, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { useId, type ReactNode } from 'react';
import { useCardLoader } from './card-loader';

/** The field's look, from the design tokens (the provider's field cannot read our CSS). */
const CARD_STYLE: StripeCardElementOptions['style'] = {
  base: {
    color: '#1f2430',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans JP", sans-serif',
    fontSize: '16px',
    lineHeight: '24px',
  },
  invalid: { color: '#b42318' },
};

export interface CardFieldProps {
  /** The visible name of the card entry ("Card details", 「カード情報」). */
  label: ReactNode;
  /**
   * A card error to show under the field (from `change` events or a failed `createPaymentMethod`).
   * Hidden with the sandbox provider, whose field already shows its own message next to the input.
   */
  error?: string;
  /**
   * "Enter your card details": the card was left empty when the form was sent. Shown with every
   * provider (the sandbox's field has nothing to say about an empty card).
   */
  requiredError?: string;
  /** Blocks typing while the card is being sent. */
  disabled?: boolean;
  /** Every change of the card field: complete, empty, brand, error. */
  onChange?: (event: StripeCardElementChangeEvent) => void;
  className?: string;
}

/**
 * The provider's card entry (`<CardElement>`) in a labelled, design-system-styled box. Must sit
 * inside `<CardProvider>`. Shared by checkout and the billing tab.
 */
export function CardField({ label, error, requiredError, disabled = false, onChange, className }: CardFieldProps) {
  const stripe = useStripe();
  const { showsOwnErrors = false } = useCardLoader();
  const labelId = useId();
  const errorId = useId();
  const providerError = error !== undefined && error !== '' && stripe !== null && !showsOwnErrors ? error : undefined;
  const shownError = requiredError || providerError;
  const showError = shownError !== undefined && shownError !== '';
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={showError ? errorId : undefined}
      data-slot="card-field"
      data-invalid={showError ? '' : undefined}
      className={cn('grid min-w-0 gap-1.5', className)}
    >
      <div className="flex items-baseline">
        <span id={labelId} className={labelVariants()}>
          {label}
        </span>
        <RequiredMarker />
      </div>
      <div
        className={cn(
          'min-w-0 rounded-md border border-input bg-card px-3 py-2.5 shadow-xs transition-colors',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
          showError && 'border-destructive',
          disabled && 'opacity-60',
        )}
      >
        <CardElement options={{ style: CARD_STYLE, hidePostalCode: true, disabled }} onChange={onChange} />
      </div>
      {showError && <FieldError id={errorId}>{shownError}</FieldError>}
    </div>
  );
}
