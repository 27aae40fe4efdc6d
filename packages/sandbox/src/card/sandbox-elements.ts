/**
 * The sandbox's Elements group (what `stripe.elements()` returns): it creates the one card
 * element, finds it again (`getElement('card')` or `getElement(CardElement)`), and carries the
 * locale, which `<Elements options={{ locale }}>` updates live.
 */
import type { StripeCardElementOptions } from '@stripe/stripe-js';
import { type CardElementHost, SandboxCardElement } from './card-element';
import {
  resolveLocale,
  type SandboxCardLabels,
  type SandboxCardLocale,
  type SandboxCardLocaleOption,
  type SandboxCardMessages,
} from './card-text';

/** What the group needs from the provider that created it. */
export interface ElementsHost {
  locale: SandboxCardLocaleOption;
  labels(locale: SandboxCardLocale): SandboxCardLabels;
  messages(locale: SandboxCardLocale): SandboxCardMessages;
  now(): Date;
}

/** The parts of Stripe's Elements options the sandbox reads. */
export interface SandboxElementsOptions {
  locale?: string;
}

export class SandboxElements {
  readonly #host: ElementsHost;
  #locale: string | undefined;
  #card: SandboxCardElement | null = null;

  constructor(host: ElementsHost, options: SandboxElementsOptions = {}) {
    this.#host = host;
    this.#locale = options.locale;
  }

  /** Creates the card element; the sandbox offers no other element type. */
  create(elementType: 'card', options?: StripeCardElementOptions): SandboxCardElement {
    if (elementType !== 'card') {
      throw new Error(`The sandbox card provider supports only the 'card' element, not '${String(elementType)}'.`);
    }
    if (this.#card) throw new Error('Can only create one Element of type card.');
    const host: CardElementHost = {
      locale: () => resolveLocale(this.#locale, this.#host.locale),
      labels: (locale) => this.#host.labels(locale),
      messages: (locale) => this.#host.messages(locale),
      now: () => this.#host.now(),
      released: (element) => {
        if (this.#card === element) this.#card = null;
      },
    };
    this.#card = new SandboxCardElement(host, options);
    return this.#card;
  }

  /**
   * The card element or null. Takes the type name or, as real Stripe.js does for
   * `@stripe/react-stripe-js`, the `<CardElement>` component (it carries `__elementType`).
   */
  getElement(elementType: string | object): SandboxCardElement | null {
    const type =
      typeof elementType === 'string'
        ? elementType
        : '__elementType' in elementType
          ? elementType.__elementType
          : undefined;
    return type === 'card' ? this.#card : null;
  }

  /** Applies a new locale (the only update the sandbox has a use for). */
  async update(options: SandboxElementsOptions): Promise<void> {
    if ('locale' in options) {
      this.#locale = options.locale;
      this.#card?.refresh();
    }
  }
}
