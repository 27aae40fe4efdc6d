/**
 * @holostream/features/checkout: the two-step purchase at /checkout (docs/product.md §2 Checkout, §4, §8):
 * payment details with the provider's card field, then the order confirmation.
 *
 *   const check = await checkCheckout(queryClient, client, planId); not ok → the plans page with its notice; else
 *   <CheckoutScreen planId={planId} publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY} />
 *
 * The card provider loads with this module: import it from a lazy route only.
 */
export { CheckoutScreen, type CheckoutScreenProps } from './components/checkout-screen';
export { checkCheckout, type CheckoutRefusal } from './model/checkout-plan';
