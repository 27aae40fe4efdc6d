import { Alert } from '@holostream/design-system';
import { useFocusOnShow } from '../shared/forms/use-focus-on-show';
import { FailureAlert } from '../shared/failures';
import type { RegisterCardResult } from './register-card';
import { useTexts } from '../shared/i18n/texts';
import { cardTexts } from './locales/texts';

/** A card that could not be saved, for a reason the card field does not show itself. */
export type CardFailure = Exclude<RegisterCardResult, { ok: true }>;

/**
 * Why a card was not saved, in checkout and in the billing tab alike, in the product's words (docs/product.md §8
 * Card). Focus moves to it when it appears
 * (a failed submit leaves the person on the message, not on the page's body).
 */
export function CardFailureAlert({ failure }: { failure: CardFailure }) {
  const { t } = useTexts(cardTexts);
  const ref = useFocusOnShow<HTMLDivElement>(failure);
  const shown = { ref, tabIndex: -1, variant: 'error' } as const;
  switch (failure.reason) {
    case 'card-element-missing':
      return <Alert {...shown} title={t('failure.cardElementMissing')} />;
    case 'provider':
      return (
        <Alert {...shown} title={t('failure.cardTitle')}>
          {failure.message}
        </Alert>
      );
    case 'register-failed':
      return <FailureAlert error={failure.error} title={t('failure.registerFailed')} />;
    case 'unexpected':
      return <Alert {...shown} title={t('failure.unexpected')} />;
  }
}
