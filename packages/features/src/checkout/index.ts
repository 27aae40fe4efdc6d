/**
 * @holostream/features/checkout: the two-step purchase at /checkout (docs/product.md §2 Checkout, §4, §8):
 * payment details with the provider's card field, then the order confirmation.
 *
 *   const found = await checkoutPlanOf(url, { queryClient, client, plansPath }); `refusedTo` → redirect there; else
 *   <CheckoutScreen planId={found.planId} publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY} />
 *
 * The card provider loads with this module: import it from a lazy route only.
 */
export { CheckoutScreen, type CheckoutScreenProps } from './components/checkout-screen';
export { checkCheckout, checkoutPlanOf, type CheckoutRefusal } from './model/checkout-plan';
