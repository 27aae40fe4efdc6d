/**
 * The sandbox card element: plain DOM, no React, no iframe. Three labelled inputs (number, expiry, CVC) that format
 * and check as the person types, behind the part of Stripe's card element that `<CardElement>` of
 * `@stripe/react-stripe-js` and the site call (`mount`, `on`/`off`, `update`, `focus`, `destroy`).
 *
 * The inputs have no `name`, so card digits never travel with the host form's data.
 */
import type { StripeCardElementOptions, StripeElementCSSProperties, StripeError } from '@stripe/stripe-js';
import {
  CARD_FIELDS,
  type CardDigits,
  type CardField,
  detectBrand,
  digitsOnly,
  fieldProblem,
  formatDigits,
  keptDigits,
  type SandboxCardErrorCode,
} from './card-rules';

export type SandboxCardLocale = 'en' | 'ja';

/** The labels, and Stripe's own wording of its messages, so screens read the same with the real provider. */
const WORDS = {
  en: {
    number: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'CVC',
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
    number: 'カード番号',
    expiry: '有効期限 (MM / YY)',
    cvc: 'セキュリティコード',
    incomplete_number: 'カード番号が不完全です。',
    invalid_number: 'カード番号が無効です。',
    incomplete_expiry: 'カードの有効期限が不完全です。',
    invalid_expiry_month: 'カードの有効期限の月が無効です。',
    invalid_expiry_month_past: 'カードの有効期限が過ぎています。',
    invalid_expiry_year_past: 'カードの有効期限の年が過ぎています。',
    incomplete_cvc: 'カードのセキュリティコードが不完全です。',
    card_declined: 'カードが拒否されました。',
  },
} satisfies Record<SandboxCardLocale, Record<CardField | SandboxCardErrorCode | 'card_declined', string>>;

const AUTOCOMPLETE = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc' } as const;
const PLACEHOLDER = { number: '1234 1234 1234 1234', expiry: 'MM / YY', cvc: 'CVC' } as const;

/** Stripe's default text colours; the invalid red keeps 4.5:1 contrast on white. */
const TEXT_COLOR = '#30313d';
const INVALID_COLOR = '#c0123c';

/** A `style` variant as inline style (the host's CSS may not reach a provider's field); `::placeholder` has no such form. */
function inline(variant: StripeElementCSSProperties | undefined): Partial<CSSStyleDeclaration> {
  return Object.fromEntries(
    Object.entries(variant ?? {}).filter(([key, value]) => !key.startsWith(':') && typeof value === 'string'),
  );
}

/** Replaces an element's inline style, so a variant that no longer applies leaves nothing behind. */
function setStyle(element: HTMLElement, style: Partial<CSSStyleDeclaration>): void {
  element.style.cssText = '';
  Object.assign(element.style, style);
}

/**
 * Writes a text only when it changes: setting `textContent` replaces the text node even when equal, and a focus trap
 * around the field (a dialog's) reads that removal, while a Tab is between two inputs, as the focused node gone.
 */
function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

type Listener = (event: unknown) => unknown;

let instanceCount = 0;

export class SandboxCardElement {
  #digits: CardDigits = { number: '', expiry: '', cvc: '' };
  /** A field's incomplete error shows once it was left with something typed in it, or once the card was sent. */
  #revealed: Partial<Record<CardField, 'left' | 'sent'>> = {};
  /** The error the last change event reported. */
  #reported: SandboxCardErrorCode | undefined;
  #options: StripeCardElementOptions;
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #locale: () => SandboxCardLocale;
  readonly #onDestroy: (element: SandboxCardElement) => void;
  // A grid, not a wrapping flex row: the number has a row of its own (its placeholder is never cut, however narrow
  // the dialog), expiry and CVC share the next.
  readonly #root = document.createElement('div');
  readonly #message = document.createElement('p');
  readonly #fields: Record<CardField, { label: HTMLLabelElement; input: HTMLInputElement }>;

  constructor(
    locale: () => SandboxCardLocale,
    options: StripeCardElementOptions = {},
    onDestroy: (element: SandboxCardElement) => void = () => {},
  ) {
    this.#locale = locale;
    this.#options = options;
    this.#onDestroy = onDestroy;
    instanceCount += 1;
    const id = `sandbox-card-${instanceCount}`;
    this.#message.id = `${id}-error`;
    this.#message.setAttribute('aria-live', 'polite');
    this.#message.setAttribute('aria-atomic', 'true');
    this.#fields = {
      number: this.#buildField('number', id),
      expiry: this.#buildField('expiry', id),
      cvc: this.#buildField('cvc', id),
    };
    this.#root.append(this.#message);
  }

  mount(node: HTMLElement): void {
    node.append(this.#root);
    this.refresh();
    // Stripe's iframe reports ready asynchronously; React attaches its onReady after mount.
    setTimeout(() => this.#emit('ready', { elementType: 'card' }), 0);
  }

  destroy(): void {
    this.#root.remove();
    this.#listeners.clear();
    this.#onDestroy(this);
  }

  on(type: string, listener: Listener): this {
    this.#listeners.set(type, (this.#listeners.get(type) ?? new Set()).add(listener));
    return this;
  }

  off(type: string, listener: Listener): this {
    this.#listeners.get(type)?.delete(listener);
    return this;
  }

  /** Merges new options (style, disabled) and re-renders. */
  update(options: StripeCardElementOptions): void {
    this.#options = { ...this.#options, ...options };
    this.refresh();
  }

  focus(): void {
    this.#fields.number.input.focus();
  }

  message(code: SandboxCardErrorCode | 'card_declined'): string {
    return WORDS[this.#locale()][code];
  }

  /** Checks the card as Stripe does when a payment method is requested: every error shows, even of an empty field. */
  send(): { card: CardDigits } | { error: StripeError } {
    for (const field of CARD_FIELDS) this.#revealed[field] = 'sent';
    const problem = this.refresh();
    this.#report(problem);
    return problem ? { error: this.#error(problem) } : { card: { ...this.#digits } };
  }

  /** Brings the DOM in line with the state (and the group's language); returns the error it shows. */
  refresh(): SandboxCardErrorCode | undefined {
    const words = WORDS[this.#locale()];
    const { base, invalid } = this.#options.style ?? {};
    const invalidColor = invalid?.color ?? INVALID_COLOR;
    const font = { fontFamily: base?.fontFamily ?? 'inherit', fontSize: '0.875em' };
    let shown: SandboxCardErrorCode | undefined;
    this.#root.lang = this.#locale();
    setStyle(this.#root, {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gap: '0.5em 0.75em',
      alignItems: 'start',
    });
    for (const field of CARD_FIELDS) {
      const { input, label } = this.#fields[field];
      const problem = this.#shownProblem(field);
      shown ??= problem;
      setText(label, words[field]);
      setStyle(label, {
        display: 'block',
        marginBottom: '0.25em',
        color: base?.color ?? TEXT_COLOR,
        ...font,
        fontWeight: '500',
      });
      const formatted = formatDigits(field, this.#digits[field]);
      if (input.value !== formatted) input.value = formatted;
      input.disabled = Boolean(this.#options.disabled);
      setStyle(input, {
        boxSizing: 'border-box',
        width: '100%',
        minWidth: '0',
        margin: '0',
        padding: '0.5em 0.625em',
        border: `1px solid ${problem ? invalidColor : '#6d6e78'}`,
        borderRadius: '4px',
        backgroundColor: 'transparent',
        color: TEXT_COLOR,
        fontFamily: 'inherit',
        fontSize: '1em',
        lineHeight: '1.5',
        ...inline(base),
        ...(problem ? { color: invalidColor, ...inline(invalid) } : {}),
      });
      if (problem) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', this.#message.id);
      } else {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
      }
    }
    setText(this.#message, shown ? words[shown] : '');
    setStyle(this.#message, { gridColumn: '1 / -1', margin: '0', color: invalidColor, ...font });
    return shown;
  }

  #buildField(field: CardField, id: string): { label: HTMLLabelElement; input: HTMLInputElement } {
    const wrapper = document.createElement('div');
    wrapper.style.gridColumn = field === 'number' ? '1 / -1' : 'auto';
    wrapper.style.minWidth = '0';
    const input = document.createElement('input');
    input.id = `${id}-${field}`;
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = AUTOCOMPLETE[field];
    input.placeholder = PLACEHOLDER[field];
    input.spellcheck = false;
    input.setAttribute('aria-required', 'true');
    input.addEventListener('input', () => this.#onInput(field, input));
    input.addEventListener('blur', () => {
      if (this.#revealed[field] !== 'sent') this.#revealed[field] = 'left';
      this.#report(this.refresh());
    });
    const label = document.createElement('label');
    label.htmlFor = input.id;
    wrapper.append(label, input);
    this.#root.append(wrapper);
    return { label, input };
  }

  #shownProblem(field: CardField): SandboxCardErrorCode | undefined {
    const problem = fieldProblem(field, this.#digits, new Date());
    if (!problem?.startsWith('incomplete')) return problem;
    const revealed = this.#revealed[field];
    return revealed === 'sent' || (revealed === 'left' && this.#digits[field] !== '') ? problem : undefined;
  }

  #onInput(field: CardField, input: HTMLInputElement): void {
    const typed = input.value;
    const caret = input.selectionStart ?? typed.length;
    const digitsBeforeCaret = digitsOnly(typed.slice(0, caret)).length;
    this.#digits[field] = keptDigits(field, typed, this.#digits.number);
    // A shorter CVC rule (amex → visa) trims what was typed there.
    this.#digits.cvc = keptDigits('cvc', this.#digits.cvc, this.#digits.number);
    delete this.#revealed[field];
    const problem = this.refresh();
    // Reformatting moved the caret to the end: put it back after the digits that were before it.
    if (input.value !== typed && caret < typed.length && input.ownerDocument.activeElement === input) {
      const position = new RegExp(`^(\\D*\\d){${digitsBeforeCaret}}`).exec(input.value)?.[0].length ?? caret;
      input.setSelectionRange(position, position);
    }
    this.#emitChange(problem);
  }

  /** A change event when the error shown is not the one last reported (leaving a field, sending the card). */
  #report(problem: SandboxCardErrorCode | undefined): void {
    if (problem !== this.#reported) this.#emitChange(problem);
  }

  #emitChange(problem: SandboxCardErrorCode | undefined): void {
    this.#reported = problem;
    const now = new Date();
    this.#emit('change', {
      elementType: 'card',
      empty: CARD_FIELDS.every((field) => this.#digits[field] === ''),
      complete: CARD_FIELDS.every((field) => !fieldProblem(field, this.#digits, now)),
      brand: detectBrand(this.#digits.number),
      error: problem ? this.#error(problem) : undefined,
      value: { postalCode: '' },
    });
  }

  #error(code: SandboxCardErrorCode): StripeError {
    return { type: 'validation_error', code, message: this.message(code) };
  }

  #emit(type: string, event: unknown): void {
    for (const listener of this.#listeners.get(type) ?? []) listener(event);
  }
}
