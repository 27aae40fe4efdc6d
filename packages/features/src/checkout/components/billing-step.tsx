import {
  CHECKOUT_COUNTRIES,
  DEFAULT_CHECKOUT_COUNTRY,
  checkoutBillingFormSchema,
  fieldErrors,
  type CheckoutBillingDetails,
  type CheckoutCountry,
} from '@holostream/api';
import { Button, Select, TextField } from '@holostream/design-system';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFailureAlert, CardField, type CardFailure } from '../../shared/card';
import { useSavePaymentMethod } from '../../shared/api';
import { registerCard, type EnteredCard } from '../../shared/card/register-card';

/** What step 1 holds while typing; kept by the screen so "back" from step 2 loses nothing. */
export interface BillingValues {
  name: string;
  email: string;
  line1: string;
  city: string;
  state: string;
  postalCode: string;
  country: CheckoutCountry;
}

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
const TEXT_FIELD_PROPS: Record<TextKey, { autoComplete: string; type?: string }> = {
  name: { autoComplete: 'name' },
  email: { autoComplete: 'email', type: 'email' },
  line1: { autoComplete: 'address-line1' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  postalCode: { autoComplete: 'postal-code' },
};
const CONTACT_FIELDS: readonly TextKey[] = ['name', 'email', 'line1'];
const ADDRESS_FIELDS: readonly TextKey[] = ['city', 'state', 'postalCode'];
const FIELD_ORDER: readonly (keyof BillingValues)[] = [
  'name',
  'email',
  'line1',
  'city',
  'state',
  'postalCode',
  'country',
];
/** The schema's error paths, by form field. */
const ERROR_PATH: Record<keyof BillingValues, string> = {
  name: 'name',
  email: 'email',
  line1: 'address.line1',
  city: 'address.city',
  state: 'address.state',
  postalCode: 'address.postal_code',
  country: 'address.country',
};

function toSchemaInput(values: BillingValues) {
  return {
    name: values.name,
    email: values.email,
    address: {
      line1: values.line1,
      city: values.city,
      state: values.state,
      postal_code: values.postalCode,
      country: values.country,
    },
  };
}

export interface BillingStepProps {
  values: BillingValues;
  onValuesChange: (values: BillingValues) => void;
  /** The card is created at the provider and saved on our server. */
  onSaved: (details: CheckoutBillingDetails, card: EnteredCard) => void;
}

/** Step 1: billing details and the card; all required (spec §2, §5). */
export function BillingStep({ values, onValuesChange, onSaved }: BillingStepProps) {
  const { t } = useTranslation('checkout');
  const stripe = useStripe();
  const elements = useElements();
  const save = useSavePaymentMethod();
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [failure, setFailure] = useState<CardFailure | null>(null);
  const [cardError, setCardError] = useState<string | undefined>();
  const baseId = useId();
  const ids = Object.fromEntries(FIELD_ORDER.map((field) => [field, `${baseId}-${field}`])) as Record<
    keyof BillingValues,
    string
  >;

  const parsed = checkoutBillingFormSchema.safeParse(toSchemaInput(values));
  const allErrors = parsed.success ? {} : fieldErrors(parsed.error);
  const errorOf = (field: keyof BillingValues): string | undefined => {
    const key = submitted ? allErrors[ERROR_PATH[field]] : undefined;
    return key === undefined ? undefined : t(key);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busyRef.current) return;
    setSubmitted(true);
    if (!parsed.success) {
      const first = FIELD_ORDER.find((field) => allErrors[ERROR_PATH[field]] !== undefined);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setFailure(null);
    const result = await registerCard({
      stripe,
      card: elements?.getElement(CardElement) ?? null,
      details: parsed.data,
      save: (id) => save.mutateAsync(id),
    });
    busyRef.current = false;
    setBusy(false);
    if (result.ok) {
      onSaved(parsed.data, result.card);
    } else if (result.reason === 'provider' && result.validation) {
      // The card field shows it (the sandbox next to the input, real Stripe through CardField).
      setCardError(result.message);
    } else {
      setFailure(result);
    }
  };

  const text = (field: TextKey) => (
    <TextField
      key={field}
      id={ids[field]}
      label={t(`billing.${field}`)}
      required
      value={values[field]}
      onChange={(event) => onValuesChange({ ...values, [field]: event.target.value })}
      error={errorOf(field)}
      disabled={busy}
      {...TEXT_FIELD_PROPS[field]}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5"
      aria-describedby={`${baseId}-description`}
    >
      <p id={`${baseId}-description`} className="text-sm text-muted-foreground">
        {t('billing.description')}
      </p>
      {failure && (
        <CardFailureAlert
          failure={failure}
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
        <Select
          id={ids.country}
          label={t('billing.country')}
          name="country"
          required
          disabled={busy}
          value={values.country}
          onValueChange={(country) => onValuesChange({ ...values, country: country as CheckoutCountry })}
          options={CHECKOUT_COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
          error={errorOf('country')}
        />
      </div>
      <CardField
        label={t('billing.card')}
        error={cardError}
        disabled={busy}
        onChange={(event) => setCardError(event.error?.message)}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={busy} loadingLabel={t('billing.saving')} className="w-full sm:w-auto">
          {t('billing.submit')}
        </Button>
      </div>
    </form>
  );
}
