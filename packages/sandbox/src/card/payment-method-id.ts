/**
 * Sandbox payment method ids carry the card's public facts, so that the sandbox API server (another
 * process, or an MSW handler) learns brand, last four, expiry and scenario from the id alone,
 * without state shared with the browser:
 *
 *   pm_sandbox_<brand>_<last4>_<MM>_<YYYY>_<scenario>_<random>
 *   e.g. pm_sandbox_visa_4242_04_2031_ok_k2x9q7w1ab
 */
import { cryptoBytes, toHex } from '../random';
import type { SandboxCardBrand } from './card-rules';

/** What the server must do with the card: `ok` succeeds, `action` needs an extra step (402). */
export type SandboxCardScenario = 'ok' | 'action';

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

/** Stripe's published test cards with an outcome of their own; any other valid number succeeds. */
export function outcomeForCardNumber(digits: string): SandboxCardScenario | 'declined' {
  if (digits === '4000000000000002') return 'declined';
  return digits === '4000002760003184' ? 'action' : 'ok';
}

const ID = /^pm_sandbox_(visa|mastercard|amex|unknown)_(\d{4})_(0[1-9]|1[0-2])_(\d{4})_(ok|action)_[a-z0-9]+$/;

/** `random` (a fresh one by default) makes two payment methods of the same card differ. */
export function encodeSandboxPaymentMethodId(info: SandboxPaymentMethodInfo, random = toHex(cryptoBytes(5))): string {
  const month = String(info.expMonth).padStart(2, '0');
  return `pm_sandbox_${info.brand}_${info.last4}_${month}_${info.expYear}_${info.scenario}_${random}`;
}

/**
 * Brand, last four, expiry and scenario of a sandbox payment method id, or null for anything
 * else (a real Stripe id, a malformed string). Meant for the sandbox server and tests.
 */
export function parseSandboxPaymentMethodId(id: string): SandboxPaymentMethodInfo | null {
  const [, brand, last4, month, year, scenario] = ID.exec(id) ?? [];
  if (!brand || !last4 || !scenario) return null;
  return {
    brand: brand as SandboxCardBrand,
    last4,
    expMonth: Number(month),
    expYear: Number(year),
    scenario: scenario as SandboxCardScenario,
  };
}
