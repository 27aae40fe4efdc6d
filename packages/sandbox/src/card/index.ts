/**
 * Sandbox card provider: an offline stand-in for Stripe.js for development and tests (see
 * README.md). Not Stripe, and never used when a publishable key is configured.
 */
export { createSandboxStripe, isSandboxStripe, type SandboxStripeOptions } from './sandbox-stripe';
export { loadCardProvider, type LoadCardProviderOptions } from './load';
export {
  encodeSandboxPaymentMethodId,
  parseSandboxPaymentMethodId,
  SANDBOX_TEST_CARDS,
  type SandboxCardOutcome,
  type SandboxCardScenario,
  type SandboxPaymentMethodInfo,
  type SandboxTestCard,
} from './payment-method-id';
export {
  DEFAULT_LABELS as SANDBOX_CARD_LABELS,
  DEFAULT_MESSAGES as SANDBOX_CARD_MESSAGES,
  type SandboxCardLabels,
  type SandboxCardLocale,
  type SandboxCardLocaleOption,
  type SandboxCardMessageCode,
  type SandboxCardMessages,
} from './card-text';
export {
  cardNumberLength,
  checkCard,
  cvcLength,
  detectBrand,
  formatCardNumber,
  formatExpiry,
  luhnCheck,
  type SandboxCardBrand,
  type SandboxCardErrorCode,
} from './card-rules';
