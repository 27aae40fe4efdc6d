/**
 * The sandbox card element: plain DOM, no React, no iframe. It renders three labelled inputs
 * (number, expiry, CVC) into the node it is mounted on, formats and validates as the person types,
 * and speaks Stripe's card element interface (`mount`, `on('change')`, `update`, `destroy`, …), so
 * `<CardElement>` of `@stripe/react-stripe-js` drives it unchanged.
 *
 * The inputs have no `name`, so card digits never travel with the host form's data.
 */
import type {
  StripeCardElement,
  StripeCardElementChangeEvent,
  StripeCardElementOptions,
  StripeCardElementUpdateOptions,
  StripeError,
} from '@stripe/stripe-js';
import { applyStyle, FIELD_COLUMN, inputStyle, labelStyle, messageStyle, ROOT_STYLE } from './card-element-style';
import {
  CARD_FIELDS,
  type CardDigits,
  type CardField,
  type CardCheck,
  checkCard,
  cvcLength,
  detectBrand,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  normalizeCardNumber,
  normalizeExpiry,
  parseExpiry,
  type RevealLevel,
  type SandboxCardBrand,
} from './card-rules';
import type { SandboxCardLabels, SandboxCardLocale, SandboxCardMessageCode, SandboxCardMessages } from './card-text';

/** What the element needs from the Elements group that created it. */
export interface CardElementHost {
  locale(): SandboxCardLocale;
  labels(locale: SandboxCardLocale): SandboxCardLabels;
  messages(locale: SandboxCardLocale): SandboxCardMessages;
  now(): Date;
  /** Called once when the element is destroyed, so the group can forget it. */
  released(element: SandboxCardElement): void;
}

type CardEventMap = {
  change: StripeCardElementChangeEvent;
  ready: { elementType: 'card' };
  focus: { elementType: 'card' };
  blur: { elementType: 'card' };
  escape: { elementType: 'card' };
  networkschange: { elementType: 'card' };
  loaderror: { elementType: 'card'; error: StripeError };
};

/** Events Stripe's card element emits; the last two never fire offline but may be listened to. */
export type SandboxCardEventType = keyof CardEventMap;
type ListenerStore = {
  [K in SandboxCardEventType]: { listener: (event: CardEventMap[K]) => unknown; once: boolean }[];
};

const emptyListeners = (): ListenerStore => ({
  change: [],
  ready: [],
  focus: [],
  blur: [],
  escape: [],
  networkschange: [],
  loaderror: [],
});

/** The card as the provider needs it to create a payment method or a token. */
export interface SandboxCardData {
  number: string;
  brand: SandboxCardBrand;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardSubmission = { ok: true; card: SandboxCardData } | { ok: false; error: StripeError };

interface FieldDom {
  wrapper: HTMLDivElement;
  label: HTMLLabelElement;
  input: HTMLInputElement;
}

interface Dom {
  root: HTMLDivElement;
  fields: Record<CardField, FieldDom>;
  message: HTMLParagraphElement;
}

const AUTOCOMPLETE: Record<CardField, AutoFill> = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc' };
const PLACEHOLDER: Record<CardField, string> = { number: '1234 1234 1234 1234', expiry: 'MM / YY', cvc: 'CVC' };
const LABEL_KEY: Record<CardField, keyof SandboxCardLabels> = { number: 'cardNumber', expiry: 'expiry', cvc: 'cvc' };

let instanceCount = 0;

export class SandboxCardElement implements StripeCardElement {
  readonly #host: CardElementHost;
  readonly #idPrefix: string;
  #options: StripeCardElementOptions;
  #digits: CardDigits = { number: '', expiry: '', cvc: '' };
  #reveal: Record<CardField, RevealLevel> = { number: 'typing', expiry: 'typing', cvc: 'typing' };
  #listeners: ListenerStore = emptyListeners();
  #dom: Dom | null = null;
  #container: HTMLElement | null = null;
  #focused = false;
  #destroyed = false;
  #readyTimer: ReturnType<typeof setTimeout> | undefined;
  #lastErrorCode: string | undefined;

  constructor(host: CardElementHost, options: StripeCardElementOptions = {}) {
    this.#host = host;
    this.#options = { ...options };
    instanceCount += 1;
    this.#idPrefix = `sandbox-card-${instanceCount}`;
  }

  // ---- Stripe's element interface -------------------------------------------------------------

  mount(domElement: string | HTMLElement): void {
    if (this.#destroyed) {
      throw new Error('This Element has already been destroyed. Please create a new one.');
    }
    const container = typeof domElement === 'string' ? document.querySelector<HTMLElement>(domElement) : domElement;
    if (!container) throw new Error(`The selector you specified (${String(domElement)}) applies to no DOM elements.`);
    if (this.#container) this.unmount();
    const dom = this.#dom ?? this.#build();
    container.append(dom.root);
    this.#container = container;
    this.#render();
    // Stripe's iframe reports ready asynchronously; React attaches its onReady after mount.
    this.#readyTimer = setTimeout(() => this.#emit('ready', { elementType: 'card' }), 0);
  }

  unmount(): void {
    clearTimeout(this.#readyTimer);
    this.#dom?.root.remove();
    this.#container = null;
    this.#focused = false;
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.unmount();
    this.#destroyed = true;
    this.#dom = null;
    this.#listeners = emptyListeners();
    this.#host.released(this);
  }

  on<K extends SandboxCardEventType>(eventType: K, handler: (event: CardEventMap[K]) => unknown): this {
    if (!this.#destroyed) this.#listeners[eventType].push({ listener: handler, once: false });
    return this;
  }

  once<K extends SandboxCardEventType>(eventType: K, handler: (event: CardEventMap[K]) => unknown): this {
    if (!this.#destroyed) this.#listeners[eventType].push({ listener: handler, once: true });
    return this;
  }

  /** Removes one handler, or every handler of the event when none is given. */
  off<K extends SandboxCardEventType>(eventType: K, handler?: (event: CardEventMap[K]) => unknown): this {
    const entries = this.#listeners[eventType];
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      if (!handler || entries[index]?.listener === handler) entries.splice(index, 1);
    }
    return this;
  }

  /** Merges new options (style, disabled, postal code value) and re-renders. */
  update(options: StripeCardElementUpdateOptions): void {
    this.#options = { ...this.#options, ...options };
    this.#render();
  }

  focus(): void {
    this.#dom?.fields.number.input.focus();
  }

  blur(): void {
    const active = this.#dom?.root.ownerDocument.activeElement;
    if (active instanceof HTMLElement && this.#dom?.root.contains(active)) active.blur();
  }

  clear(): void {
    this.#digits = { number: '', expiry: '', cvc: '' };
    this.#reveal = { number: 'typing', expiry: 'typing', cvc: 'typing' };
    this.#render();
    this.#emitChange();
  }

  // ---- Used by the sandbox provider ----------------------------------------------------------

  /** The language the element speaks now (follows `elements.update({ locale })`). */
  get locale(): SandboxCardLocale {
    return this.#host.locale();
  }

  /** Re-renders, e.g. after the group's locale changed. */
  refresh(): void {
    this.#render();
  }

  message(code: SandboxCardMessageCode): string {
    return this.#host.messages(this.locale)[code];
  }

  /**
   * Validates as Stripe does when a payment method is requested: every error shows, even on
   * empty fields, and the element reports the new state in a change event.
   */
  validateForSubmit(): CardSubmission {
    this.#reveal = { number: 'submitted', expiry: 'submitted', cvc: 'submitted' };
    const check = this.#render();
    if (check.error?.code !== this.#lastErrorCode) this.#emitChange(check);
    if (check.error) {
      return {
        ok: false,
        error: { type: 'validation_error', code: check.error.code, message: this.message(check.error.code) },
      };
    }
    // With every error revealed, no error means all three fields are complete.
    const expiry = parseExpiry(this.#digits.expiry);
    if (!expiry) throw new Error('Unreachable: a card without errors has a complete expiry.');
    return {
      ok: true,
      card: {
        number: this.#digits.number,
        brand: check.brand,
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: this.#digits.cvc,
      },
    };
  }

  // ---- Internals ----------------------------------------------------------------------------

  #emit<K extends SandboxCardEventType>(eventType: K, event: CardEventMap[K]): void {
    const entries = this.#listeners[eventType];
    const current = [...entries];
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      if (entries[index]?.once) entries.splice(index, 1);
    }
    for (const entry of current) entry.listener(event);
  }

  #check(): CardCheck {
    return checkCard(this.#digits, this.#host.now(), this.#reveal);
  }

  #emitChange(check: CardCheck = this.#check()): void {
    this.#lastErrorCode = check.error?.code;
    this.#emit('change', {
      elementType: 'card',
      empty: check.empty,
      complete: check.complete,
      brand: check.brand,
      error: check.error
        ? { type: 'validation_error', code: check.error.code, message: this.message(check.error.code) }
        : undefined,
      value: { postalCode: this.#options.value?.postalCode ?? '' },
    });
  }

  #build(): Dom {
    const root = document.createElement('div');
    root.dataset.sandboxCard = '';
    const message = document.createElement('p');
    message.id = `${this.#idPrefix}-error`;
    message.dataset.sandboxCardError = '';
    message.setAttribute('aria-live', 'polite');
    message.setAttribute('aria-atomic', 'true');

    const fields: Record<CardField, FieldDom> = {
      number: this.#buildField('number'),
      expiry: this.#buildField('expiry'),
      cvc: this.#buildField('cvc'),
    };
    for (const field of CARD_FIELDS) root.append(fields[field].wrapper);
    root.append(message);

    root.addEventListener('focusin', () => {
      if (this.#focused) return;
      this.#focused = true;
      this.#emit('focus', { elementType: 'card' });
    });
    root.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && root.contains(next)) return; // moving between our own inputs
      this.#focused = false;
      this.#emit('blur', { elementType: 'card' });
    });
    root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.#emit('escape', { elementType: 'card' });
    });

    this.#dom = { root, fields, message };
    return this.#dom;
  }

  #buildField(field: CardField): FieldDom {
    const wrapper = document.createElement('div');
    wrapper.style.gridColumn = FIELD_COLUMN[field];
    wrapper.style.minWidth = '0';
    const input = document.createElement('input');
    input.id = `${this.#idPrefix}-${field}`;
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = AUTOCOMPLETE[field];
    input.placeholder = PLACEHOLDER[field];
    input.spellcheck = false;
    input.dataset.sandboxCardField = field;
    input.setAttribute('aria-required', 'true');
    input.addEventListener('input', () => this.#onInput(field, input));
    input.addEventListener('blur', () => this.#onFieldBlur(field));
    const label = document.createElement('label');
    label.htmlFor = input.id;
    wrapper.append(label, input);
    return { wrapper, label, input };
  }

  #formatted(field: CardField): string {
    if (field === 'number') return formatCardNumber(this.#digits.number);
    if (field === 'expiry') return formatExpiry(this.#digits.expiry);
    return this.#digits.cvc;
  }

  #onInput(field: CardField, input: HTMLInputElement): void {
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const atEnd = caret >= raw.length;
    const digitsBeforeCaret = digitsOnly(raw.slice(0, caret)).length;

    if (field === 'number') this.#digits.number = normalizeCardNumber(raw);
    else if (field === 'expiry') this.#digits.expiry = normalizeExpiry(raw);
    else this.#digits.cvc = digitsOnly(raw).slice(0, cvcLength(detectBrand(this.#digits.number)));
    // A shorter CVC rule (amex → visa) trims what was typed there.
    this.#digits.cvc = this.#digits.cvc.slice(0, cvcLength(detectBrand(this.#digits.number)));
    this.#reveal[field] = 'typing';

    const formatted = this.#formatted(field);
    if (formatted !== raw) {
      input.value = formatted;
      if (input.ownerDocument.activeElement === input) {
        const position = atEnd ? formatted.length : caretAfterDigits(formatted, digitsBeforeCaret);
        input.setSelectionRange(position, position);
      }
    }
    this.#emitChange(this.#render());
  }

  #onFieldBlur(field: CardField): void {
    if (this.#reveal[field] === 'submitted') return;
    this.#reveal[field] = 'blurred';
    const check = this.#render();
    if (check.error?.code !== this.#lastErrorCode) this.#emitChange(check);
  }

  /** Brings the DOM in line with the state; returns the check it rendered. */
  #render(): CardCheck {
    const check = this.#check();
    const dom = this.#dom;
    if (!dom) return check;
    const locale = this.locale;
    const labels = this.#host.labels(locale);
    const { style, disabled } = this.#options;

    dom.root.lang = locale;
    dom.root.dataset.brand = check.brand;
    applyStyle(dom.root, ROOT_STYLE);
    for (const field of CARD_FIELDS) {
      const { input, label } = dom.fields[field];
      const status = check.fields[field];
      label.textContent = labels[LABEL_KEY[field]];
      applyStyle(label, labelStyle(style));
      const formatted = this.#formatted(field);
      if (input.value !== formatted) input.value = formatted;
      input.disabled = Boolean(disabled);
      applyStyle(input, inputStyle(style, { empty: status.empty, complete: status.complete, invalid: !!status.error }));
      if (status.error) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', dom.message.id);
      } else {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
      }
    }
    dom.message.textContent = check.error ? this.message(check.error.code) : '';
    applyStyle(dom.message, messageStyle(style));

    return check;
  }
}

/** Index in `formatted` just after its `count`-th digit. */
function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}
