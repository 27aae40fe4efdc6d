/**
 * Words of the sandbox card field. Stripe localises its own field and messages, so the stand-in
 * does too: English and Japanese defaults, chosen by locale, each overridable by the host.
 */
import type { SandboxCardErrorCode } from './card-rules';

export type SandboxCardLocale = 'en' | 'ja';

/** `auto` follows the host page (`<html lang>`), then the browser language, like Stripe's `auto`. */
export type SandboxCardLocaleOption = SandboxCardLocale | 'auto';

/** Visible labels (and accessible names) of the three inputs. */
export interface SandboxCardLabels {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** Codes of every message the sandbox can show or return. */
export type SandboxCardMessageCode = SandboxCardErrorCode | 'card_declined';

export type SandboxCardMessages = Record<SandboxCardMessageCode, string>;

export const DEFAULT_LABELS: Record<SandboxCardLocale, SandboxCardLabels> = {
  en: { cardNumber: 'Card number', expiry: 'Expiry (MM / YY)', cvc: 'CVC' },
  ja: { cardNumber: 'カード番号', expiry: '有効期限 (MM / YY)', cvc: 'セキュリティコード' },
};

/** Stripe's own wording for these errors, so screens look the same with the real provider. */
export const DEFAULT_MESSAGES: Record<SandboxCardLocale, SandboxCardMessages> = {
  en: {
    incomplete_number: 'Your card number is incomplete.',
    invalid_number: 'Your card number is invalid.',
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_month: "Your card's expiration month is invalid.",
    invalid_expiry_month_past: "Your card's expiration date is in the past.",
    invalid_expiry_year_past: "Your card's expiration year is in the past.",
    incomplete_cvc: "Your card's security code is incomplete.",
    card_declined: 'Your card was declined.',
  },
  ja: {
    incomplete_number: 'カード番号が不完全です。',
    invalid_number: 'カード番号が無効です。',
    incomplete_expiry: 'カードの有効期限が不完全です。',
    invalid_expiry_month: 'カードの有効期限の月が無効です。',
    invalid_expiry_month_past: 'カードの有効期限が過ぎています。',
    invalid_expiry_year_past: 'カードの有効期限の年が過ぎています。',
    incomplete_cvc: 'カードのセキュリティコードが不完全です。',
    card_declined: 'カードが拒否されました。',
  },
};

/** Overrides per locale; anything left out keeps the default. */
export type SandboxCardTextOverrides<T> = Partial<Record<SandboxCardLocale, Partial<T>>>;

/**
 * Maps a Stripe locale (`ja`, `ja-JP`, `en-GB`, `auto`, …) to the sandbox's two languages;
 * `undefined` means "not decided here" (auto or absent), so the caller falls back.
 */
export function toSandboxLocale(locale: string | undefined): SandboxCardLocale | undefined {
  if (!locale || locale === 'auto') return undefined;
  return locale.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

/** The language of the host page, then of the browser; English when neither is known. */
export function detectLocale(): SandboxCardLocale {
  const pageLang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const browserLang = typeof navigator === 'undefined' ? '' : navigator.language;
  return toSandboxLocale(pageLang || browserLang) ?? 'en';
}

/** Resolves a locale option (possibly `auto`) to a concrete language. */
export function resolveLocale(option: string | undefined, fallback: SandboxCardLocaleOption): SandboxCardLocale {
  return toSandboxLocale(option) ?? toSandboxLocale(fallback) ?? detectLocale();
}
