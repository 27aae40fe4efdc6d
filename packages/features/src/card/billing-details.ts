/**
 * The billing details a card is sent to the provider with (docs/product.md §3, §5). They go to the provider, never
 * to our API, so their rules live with the card: checkout's form asks for all of them, the billing tab's card
 * dialog only for the name. Messages are translation keys, translated by the forms' shared words (shared/forms); the
 * e-mail is checked by the API's one e-mail rule.
 */
import { emailSchema, requiredText } from '@holostream/api';
import * as z from 'zod/mini';

/** The countries of the checkout billing form, in display order; US is the default. */
export const CHECKOUT_COUNTRIES = ['US', 'JP', 'CA', 'GB', 'AU'] as const;
export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number];
export const DEFAULT_CHECKOUT_COUNTRY = 'US' satisfies CheckoutCountry;
/** The card provider's limit on each text of the billing details (Stripe: 5,000 characters). */
export const BILLING_TEXT_MAX_LENGTH = 5000;

export const billingDetailsMessages = {
  nameRequired: 'validation.checkout.name.required',
  cardholderRequired: 'validation.cardholder.required',
  line1Required: 'validation.checkout.line1.required',
  cityRequired: 'validation.checkout.city.required',
  stateRequired: 'validation.checkout.state.required',
  postalCodeRequired: 'validation.checkout.postalCode.required',
  countryInvalid: 'validation.checkout.country.invalid',
} as const;
const m = billingDetailsMessages;

/** Checkout step 1: one field per input, all required, checked in screen order. */
export const checkoutBillingFieldsSchema = z.object({
  name: requiredText(m.nameRequired),
  email: emailSchema,
  line1: requiredText(m.line1Required),
  city: requiredText(m.cityRequired),
  state: requiredText(m.stateRequired),
  postalCode: requiredText(m.postalCodeRequired),
  country: z._default(z.enum(CHECKOUT_COUNTRIES, m.countryInvalid), DEFAULT_CHECKOUT_COUNTRY),
});

/** The card dialog of the billing tab: the cardholder's name. */
export const cardholderFormSchema = z.object({ name: requiredText(m.cardholderRequired) });

export type CheckoutBillingFields = z.output<typeof checkoutBillingFieldsSchema>;

/** The billing details as the card provider takes them (`billing_details`). */
export type CheckoutBillingDetails = Pick<CheckoutBillingFields, 'name' | 'email'> & {
  address: Pick<CheckoutBillingFields, 'line1' | 'city' | 'state' | 'country'> & { postal_code: string };
};
