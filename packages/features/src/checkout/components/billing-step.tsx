import { Button, SelectField, TextField } from '@holostream/design-system';
import { useId } from 'react';
import { CardFailureAlert, CardField, useCardEntry, useCardNames, type EnteredCard } from '../../card';
import {
  BILLING_TEXT_MAX_LENGTH,
  CHECKOUT_COUNTRIES,
  DEFAULT_CHECKOUT_COUNTRY,
  checkoutBillingFieldsSchema,
  type CheckoutBillingDetails,
  type CheckoutBillingFields,
} from '../../card/billing-details';
import { DraftRestoredNote, useDraftKey, useSchemaForm } from '../../shared/forms';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';
import type { CardSummary } from './payment-summary';

/** What step 1 holds while typing (its form keeps it, and a draft: a session that expires, a reload). */
export type BillingValues = CheckoutBillingFields;

export const EMPTY_BILLING_VALUES: BillingValues = {
  name: '',
  email: '',
  line1: '',
  city: '',
  state: '',
  postalCode: '',
  country: DEFAULT_CHECKOUT_COUNTRY,
};

type TextKey = Exclude<keyof BillingValues, 'country'>;
/** Input attributes per text field (the label is `billing.<field>`). */
const TEXT_FIELD_PROPS: Record<TextKey, { autoComplete: string; type?: string; maxLength: number }> = {
  name: { autoComplete: 'name', maxLength: BILLING_TEXT_MAX_LENGTH },
  email: { autoComplete: 'email', type: 'email', maxLength: BILLING_TEXT_MAX_LENGTH },
  line1: { autoComplete: 'address-line1', maxLength: BILLING_TEXT_MAX_LENGTH },
  city: { autoComplete: 'address-level2', maxLength: BILLING_TEXT_MAX_LENGTH },
  state: { autoComplete: 'address-level1', maxLength: BILLING_TEXT_MAX_LENGTH },
  postalCode: { autoComplete: 'postal-code', maxLength: BILLING_TEXT_MAX_LENGTH },
};
const CONTACT_FIELDS: readonly TextKey[] = ['name', 'email', 'line1'];
const ADDRESS_FIELDS: readonly TextKey[] = ['city', 'state', 'postalCode'];

/** The details as the provider takes them (docs/product.md §3 billing details). */
function toBillingDetails(values: BillingValues): CheckoutBillingDetails {
  const { name, email, line1, city, state, postalCode, country } = values;
  return { name, email, address: { line1, city, state, postal_code: postalCode, country } };
}

export interface BillingStepProps {
  /** What the fields start with when no draft was kept (the signed-in person's e-mail, say). */
  defaultValues: BillingValues;
  /** A card is saved already: the one entered here replaces it (said above the form). */
  replacesSavedCard?: boolean;
  /** The card is created at the provider and saved on our server. */
  onSaved: (details: CheckoutBillingDetails, card: EnteredCard) => void;
  /** The saved card, while the person is entering a different one: offered as the way back. */
  savedCard?: CardSummary;
  /** Back to step 2 with the saved card, nothing entered here being used. */
  onUseSavedCard?: () => void;
}

/** Step 1: billing details and the card; all required (docs/product.md §2, §5). */
export function BillingStep({
  defaultValues,
  replacesSavedCard = false,
  onSaved,
  savedCard,
  onUseSavedCard,
}: BillingStepProps) {
  const { t } = useTexts(checkoutTexts);
  const names = useCardNames();
  const card = useCardEntry();
  const baseId = useId();
  // The form is the fields' one state; kept as a draft until the card is saved.
  const { field, error, handleSubmit, draft } = useSchemaForm({
    name: 'checkout-billing',
    schema: checkoutBillingFieldsSchema,
    defaultValues,
    draft: { key: useDraftKey('checkout-billing') },
  });
  const busy = card.busy;

  const onSubmit = handleSubmit(
    async (fields) => {
      // An empty card is said at once, without a trip to the provider.
      if (!card.markIfEmpty()) {
        card.focus();
        return;
      }
      const details = toBillingDetails(fields);
      const saved = await card.register(details);
      if (!saved) return;
      draft.clear();
      onSaved(details, saved);
    },
    // Every required field says so together: the card too, not only once the others are valid.
    { onInvalid: () => card.markIfEmpty() },
  );

  const text = (name: TextKey) => (
    <TextField
      key={name}
      {...field(name)}
      label={t(`billing.${name}`)}
      required
      error={error(name)}
      disabled={busy}
      {...TEXT_FIELD_PROPS[name]}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-describedby={`${baseId}-description`}>
      <p id={`${baseId}-description`} className="text-sm text-muted-foreground">
        {t('billing.description')}
        {replacesSavedCard ? ` ${t('billing.replacesSavedCard')}` : null}
      </p>
      {savedCard && onUseSavedCard ? (
        <Button type="button" variant="outline" className="justify-self-start" onClick={onUseSavedCard} disabled={busy}>
          {t('billing.useSavedCard', { card: names.card(savedCard.brand, savedCard.last4) })}
        </Button>
      ) : null}
      {draft.restored ? <DraftRestoredNote /> : null}
      {card.failure && <CardFailureAlert failure={card.failure} />}
      {CONTACT_FIELDS.map(text)}
      <div className="grid gap-5 sm:grid-cols-2">
        {ADDRESS_FIELDS.map(text)}
        <SelectField
          {...field('country')}
          label={t('billing.country')}
          autoComplete="country"
          required
          disabled={busy}
          options={CHECKOUT_COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
          error={error('country')}
        />
      </div>
      <CardField {...card.fieldProps} />
      <div className="flex justify-end">
        <Button type="submit" loading={busy} loadingLabel={t('billing.saving')} className="w-full sm:w-auto">
          {t('billing.submit')}
        </Button>
      </div>
    </form>
  );
}
