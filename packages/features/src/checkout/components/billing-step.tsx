import { Button, SelectField, TextField } from '@holostream/design-system';
import { useId } from 'react';
import { CardFailureAlert, CardField, useCardEntry, type EnteredCard } from '../../card';
import { EMAIL_MAX_LENGTH } from '@holostream/api';
import {
  BILLING_TEXT_MAX_LENGTH,
  CHECKOUT_COUNTRIES,
  DEFAULT_CHECKOUT_COUNTRY,
  checkoutBillingFieldsSchema,
  type CheckoutBillingDetails,
  type CheckoutBillingFields,
  type CheckoutCountry,
} from '../../card/billing-details';
import { DraftRestoredNote, useSchemaForm } from '../../shared/forms';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';

/** What step 1 holds while typing; kept by the screen so "back" from step 2 loses nothing. */
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
  email: { autoComplete: 'email', type: 'email', maxLength: EMAIL_MAX_LENGTH },
  line1: { autoComplete: 'address-line1', maxLength: BILLING_TEXT_MAX_LENGTH },
  city: { autoComplete: 'address-level2', maxLength: BILLING_TEXT_MAX_LENGTH },
  state: { autoComplete: 'address-level1', maxLength: BILLING_TEXT_MAX_LENGTH },
  postalCode: { autoComplete: 'postal-code', maxLength: BILLING_TEXT_MAX_LENGTH },
};
const CONTACT_FIELDS: readonly TextKey[] = ['name', 'email', 'line1'];
const ADDRESS_FIELDS: readonly TextKey[] = ['city', 'state', 'postalCode'];
const FIELD_ORDER = ['name', 'email', 'line1', 'city', 'state', 'postalCode', 'country'] as const;

/** The details as the provider takes them (docs/product.md §3 billing details). */
function toBillingDetails(values: BillingValues): CheckoutBillingDetails {
  const { name, email, line1, city, state, postalCode, country } = values;
  return { name, email, address: { line1, city, state, postal_code: postalCode, country } };
}

export interface BillingStepProps {
  values: BillingValues;
  onValuesChange: (values: BillingValues) => void;
  /** The details came back from a draft: a note says so. */
  restored?: boolean;
  /** A card is saved already: the one entered here replaces it (said above the form). */
  replacesSavedCard?: boolean;
  /** The card is created at the provider and saved on our server. */
  onSaved: (details: CheckoutBillingDetails, card: EnteredCard) => void;
}

/** Step 1: billing details and the card; all required (docs/product.md §2, §5). */
export function BillingStep({
  values,
  onValuesChange,
  restored = false,
  replacesSavedCard = false,
  onSaved,
}: BillingStepProps) {
  const { t } = useTexts(checkoutTexts);
  const card = useCardEntry();
  const baseId = useId();
  const {
    values: typed,
    ids,
    setField,
    errorKey,
    handleSubmit,
  } = useSchemaForm({
    schema: checkoutBillingFieldsSchema,
    defaultValues: values,
    fields: FIELD_ORDER,
  });
  const busy = card.busy;
  const errorOf = (field: keyof BillingValues): string | undefined => {
    const key = errorKey(field);
    return key === undefined ? undefined : t(key);
  };
  const edit = <Field extends keyof BillingValues>(field: Field, value: BillingValues[Field]) => {
    setField(field, value);
    onValuesChange({ ...typed, [field]: value });
  };

  const cardRequired = t('billing.cardRequired');
  const onSubmit = handleSubmit(
    async (fields) => {
      // An empty card is said at once, without a trip to the provider.
      if (!card.markIfEmpty(cardRequired)) {
        card.focus();
        return;
      }
      const details = toBillingDetails(fields);
      const saved = await card.register(details);
      if (saved) onSaved(details, saved);
    },
    // Every required field says so together: the card too, not only once the others are valid.
    { onInvalid: () => card.markIfEmpty(cardRequired) },
  );

  const text = (field: TextKey) => (
    <TextField
      key={field}
      id={ids[field]}
      label={t(`billing.${field}`)}
      required
      value={typed[field]}
      onChange={(event) => edit(field, event.target.value)}
      error={errorOf(field)}
      disabled={busy}
      {...TEXT_FIELD_PROPS[field]}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-describedby={`${baseId}-description`}>
      <p id={`${baseId}-description`} className="text-sm text-muted-foreground">
        {t('billing.description')}
        {replacesSavedCard ? ` ${t('billing.replacesSavedCard')}` : null}
      </p>
      {restored ? <DraftRestoredNote /> : null}
      {card.failure && (
        <CardFailureAlert
          failure={card.failure}
          labels={{
            cardElementMissing: t('errors.cardElementMissing'),
            cardTitle: t('errors.cardTitle'),
            registerFailed: t('errors.registerFailed'),
            unexpected: t('errors.unexpected'),
          }}
        />
      )}
      {CONTACT_FIELDS.map(text)}
      <div className="grid gap-5 sm:grid-cols-2">
        {ADDRESS_FIELDS.map(text)}
        <SelectField
          id={ids.country}
          label={t('billing.country')}
          name="country"
          required
          disabled={busy}
          value={typed.country}
          onValueChange={(country) => edit('country', country as CheckoutCountry)}
          options={CHECKOUT_COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
          error={errorOf('country')}
        />
      </div>
      <CardField label={t('billing.card')} {...card.fieldProps} />
      <div className="flex justify-end">
        <Button type="submit" loading={busy} loadingLabel={t('billing.saving')} className="w-full sm:w-auto">
          {t('billing.submit')}
        </Button>
      </div>
    </form>
  );
}
