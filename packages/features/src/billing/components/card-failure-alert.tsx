import { Alert } from '@holostream/design-system';
import { useTranslation } from 'react-i18next';
import type { RegisterCardResult } from '../../shared/card/register-card';

/** A card that could not be saved, for a reason the card field does not show itself. */
export type CardFailure = Exclude<RegisterCardResult, { ok: true }>;

/** Spec §8 Card: 'Card Element not found', the provider's message, 'Failed to register payment method', 'An unexpected error occurred'. */
export function CardFailureAlert({ failure }: { failure: CardFailure }) {
  const { t } = useTranslation('billing');
  switch (failure.reason) {
    case 'card-element-missing':
      return <Alert variant="error" title={t('errors.cardElementMissing')} />;
    case 'provider':
      return (
        <Alert variant="error" title={t('errors.cardTitle')}>
          {failure.message}
        </Alert>
      );
    case 'register-failed':
      return (
        <Alert variant="error" title={t('errors.registerFailed')}>
          {failure.message}
        </Alert>
      );
    case 'unexpected':
      return <Alert variant="error" title={t('errors.unexpected')} />;
  }
}
