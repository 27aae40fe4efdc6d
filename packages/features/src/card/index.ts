/**
 * Card entry shared by checkout and the billing tab. Stripe (or the sandbox) loads with this
 * module: import it by path from route-level code only, never from `shared/index.ts`.
 */
export { CardProvider, useLoadedCardProvider } from './card-provider';
export { CardField } from './card-field';
export { type EnteredCard } from './register-card';
export { CardBrandLogo } from './card-brand-logo';
export { useCardNames } from './card-brand-name';
export { CardFailureAlert } from './card-failure-alert';
export { useCardEntry } from './use-card-entry';
