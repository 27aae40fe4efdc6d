/**
 * Sandbox payment method ids carry the card's public facts, so that the sandbox API server (another
 * process, or an MSW handler) learns brand, last four, expiry and scenario from the id alone,
 * without state shared with the browser:
 *
 *   pm_sandbox_<brand>_<last4>_<MM>_<YYYY>_<scenario>_<random>
 *   e.g. pm_sandbox_visa_4242_04_2031_ok_k2x9q7w1ab
 */
import type { SandboxCardBrand } from './card-rules';

/** What the server must do with the card: `ok` succeeds, `action` needs an extra step (402). */
export type SandboxCardScenario = 'ok' | 'action';

/** What happens when a payment method is requested for the card number. */
export type SandboxCardOutcome = SandboxCardScenario | 'declined';

export interface SandboxTestCard {
  /** Digits only; type them with any spacing. */
  number: string;
  brand: SandboxCardBrand;
  outcome: SandboxCardOutcome;
  description: string;
}

/**
 * Stripe's published test card numbers the sandbox understands. Use any future expiry and any
 * CVC of the right length (3 digits, 4 for amex). Any other valid number behaves like `visa`.
 */
export const SANDBOX_TEST_CARDS = {
  visa: {
    number: '4242424242424242',
    brand: 'visa',
    outcome: 'ok',
    description: 'Succeeds: the payment method is saved and the subscription is created.',
  },
  mastercard: {
    number: '5555555555554444',
    brand: 'mastercard',
    outcome: 'ok',
    description: 'Succeeds (Mastercard).',
  },
  mastercard2Series: {
    number: '2223003122003222',
    brand: 'mastercard',
    outcome: 'ok',
    description: 'Succeeds (Mastercard 2-series).',
  },
  amex: {
    number: '378282246310005',
    brand: 'amex',
    outcome: 'ok',
    description: 'Succeeds (American Express; 4-digit CVC).',
  },
  requiresAction: {
    number: '4000002760003184',
    brand: 'visa',
    outcome: 'action',
    description:
      'Needs an extra authentication step (3-D Secure): the payment method is created, the subscribe call answers 402.',
  },
  declined: {
    number: '4000000000000002',
    brand: 'visa',
    outcome: 'declined',
    description: "Declined (card_declined / generic_decline, 'Your card was declined.').",
  },
} as const satisfies Record<string, SandboxTestCard>;

/** The outcome the sandbox gives a (valid) card number. */
export function outcomeForCardNumber(digits: string): SandboxCardOutcome {
  if (digits === SANDBOX_TEST_CARDS.declined.number) return 'declined';
  if (digits === SANDBOX_TEST_CARDS.requiresAction.number) return 'action';
  return 'ok';
}

/** The facts a sandbox payment method id carries. */
export interface SandboxPaymentMethodInfo {
  brand: SandboxCardBrand;
  last4: string;
  /** 1–12. */
  expMonth: number;
  /** Four digits. */
  expYear: number;
  scenario: SandboxCardScenario;
}

const BRANDS: readonly SandboxCardBrand[] = ['visa', 'mastercard', 'amex', 'unknown'];
const SCENARIOS: readonly SandboxCardScenario[] = ['ok', 'action'];
const BODY = /^([a-z]+)_(\d{4})_(\d{2})_(\d{4})_([a-z]+)_([a-z0-9]+)$/;

/** A short random suffix so two payment methods of the same card still differ. */
export function randomSuffix(length = 10): string {
  const bytes = new Uint8Array(length);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') {
    crypto.getRandomValues(bytes);
  } else {
    for (let index = 0; index < length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  }
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/** The part after the `pm_sandbox_` / `tok_sandbox_` prefix. */
export function encodeSandboxCardBody(info: SandboxPaymentMethodInfo, random: string = randomSuffix()): string {
  const month = String(info.expMonth).padStart(2, '0');
  return `${info.brand}_${info.last4}_${month}_${info.expYear}_${info.scenario}_${random.toLowerCase()}`;
}

/** Reads the body of a sandbox id; null when it is not one. */
export function parseSandboxCardBody(body: string): SandboxPaymentMethodInfo | null {
  const match = BODY.exec(body);
  if (!match) return null;
  const [, brandText, last4, month, year, scenarioText] = match;
  const brand = BRANDS.find((known) => known === brandText);
  const scenario = SCENARIOS.find((known) => known === scenarioText);
  const expMonth = Number(month);
  if (!brand || !scenario || !last4 || !year || !(expMonth >= 1 && expMonth <= 12)) return null;
  return { brand, last4, expMonth, expYear: Number(year), scenario };
}

export const PAYMENT_METHOD_PREFIX = 'pm_sandbox_';

export function encodeSandboxPaymentMethodId(info: SandboxPaymentMethodInfo, random?: string): string {
  return PAYMENT_METHOD_PREFIX + encodeSandboxCardBody(info, random);
}

/**
 * Brand, last four, expiry and scenario of a sandbox payment method id, or null for anything
 * else (a real Stripe id, a malformed string). Meant for the sandbox server and tests.
 */
export function parseSandboxPaymentMethodId(id: string): SandboxPaymentMethodInfo | null {
  if (typeof id !== 'string' || !id.startsWith(PAYMENT_METHOD_PREFIX)) return null;
  return parseSandboxCardBody(id.slice(PAYMENT_METHOD_PREFIX.length));
}
