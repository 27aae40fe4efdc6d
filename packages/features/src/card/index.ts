/**
 * Card entry shared by checkout and the billing tab. Stripe (or the sandbox) loads with this
 * module: import it by path from route-level code only, never from `shared/index.ts`.
 */
export { CardProvider, useLoadedCardProvider, type CardProviderProps } from './card-provider';
export { CardLoaderProvider, stripeCardLoader, useCardLoader, type CardLoader } from './card-loader';
export { CardField, type CardFieldProps } from './card-field';
export {
  registerCard,
  type CardBillingDetails,
  type EnteredCard,
  type RegisterCardInput,
  type RegisterCardResult,
} from './register-card';
export { CardBrandLogo, isLogoBrand, LOGO_BRANDS, type LogoBrand } from './card-brand-logo';
export { cardBrandName } from './card-brand-name';
export { CardFailureAlert, type CardFailure, type CardFailureLabels } from './card-failure-alert';
export { useCardEntry, type CardEntry } from './use-card-entry';
