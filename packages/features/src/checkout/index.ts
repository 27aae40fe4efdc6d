/**
 * @holostream/features/checkout: the two-step purchase at /checkout (docs/product.md §2 Checkout, §4, §8):
 * payment details with the provider's card field, then the order confirmation.
 *
 *   <RequireAuth><CheckoutScreen publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY} /></RequireAuth>
 *
 * The card provider loads with this module: import it from a lazy route only.
 */
export { CheckoutScreen, type CheckoutScreenProps } from './components/checkout-screen';
export { checkoutResources } from './locales/resources';
