import { FieldError, RequiredMarker, cn, labelVariants } from '@holostream/design-system';
import { CardElement, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { useId, useSyncExternalStore } from 'react';
import { useTexts } from '../shared/i18n/texts';
import { useCardLoader } from './card-loader';
import { cardTexts } from './locales/texts';

/** The field's look, from the design tokens (the provider's field cannot read our CSS), light and dark. */
const cardStyle = (dark: boolean): StripeCardElementOptions['style'] => ({
  base: {
    color: dark ? '#eef0f7' : '#1f2430',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans JP", sans-serif',
    fontSize: '16px',
    lineHeight: '24px',
    '::placeholder': { color: dark ? '#a9adbd' : '#6b7080' },
  },
  invalid: { color: dark ? '#ff8f85' : '#b42318' },
});

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the page shows its dark colours: the system's setting, unless `.dark`/`.light` on <html> forces one. */
function isDark(): boolean {
  const root = document.documentElement.classList;
  if (root.contains('dark') || root.contains('light')) return root.contains('dark');
  return window.matchMedia?.(DARK_QUERY).matches ?? false;
}

/** Calls `notify` when the system's setting changes, or the class forcing a theme on <html> does. */
function onSchemeChange(notify: () => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', notify);
  const forced = new MutationObserver(notify);
  forced.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    query?.removeEventListener('change', notify);
    forced.disconnect();
  };
}

export interface CardFieldProps {
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
export function CardField({ error, requiredError, disabled = false, onChange, className }: CardFieldProps) {
  const { t } = useTexts(cardTexts);
  const stripe = useStripe();
  const { showsOwnErrors = false } = useCardLoader();
  const dark = useSyncExternalStore(onSchemeChange, isDark, () => false);
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
          {t('field')}
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
        <CardElement options={{ style: cardStyle(dark), hidePostalCode: true, disabled }} onChange={onChange} />
      </div>
      {showError && <FieldError id={errorId}>{shownError}</FieldError>}
    </div>
  );
}
