import type { CardBrand } from '@holostream/api';
import type { SandboxStore, SandboxUsername } from '@holostream/sandbox';
import { userEvent } from 'storybook/test';

/** A sandbox `customize` that gives `username`'s saved card another brand. */
export function withSavedCardBrand(brand: CardBrand, last4: string, username: SandboxUsername = 'demo') {
  return (store: SandboxStore) => {
    const account = store.accounts.find((candidate) => candidate.username === username);
    const card = account ? store.paymentMethods[account.id] : undefined;
    if (!account || !card) throw new Error(`The sandbox has no saved card for ${username}`);
    store.paymentMethods[account.id] = { ...card, brand, last4 };
  };
}

type Queries = {
  findByLabelText: (text: string) => Promise<HTMLElement>;
  getByLabelText: (text: string) => HTMLElement;
};

export const FUTURE_EXPIRY = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** Billing details a story types. */
export const BILLING = {
  name: 'Alex Kim',
  email: 'alex@holostream.dev',
  line1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
};

const LABELS = {
  en: {
    name: 'Full name',
    email: 'Email',
    line1: 'Street address',
    city: 'City',
    state: 'State / Province',
    postalCode: 'ZIP / Postal code',
    number: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'CVC',
  },
  ja: {
    name: '氏名',
    email: 'メールアドレス',
    line1: '番地・建物名',
    city: '市区町村',
    state: '都道府県・州',
    postalCode: '郵便番号',
    number: 'カード番号',
    expiry: '有効期限 (MM / YY)',
    cvc: 'セキュリティコード',
  },
} as const;

/** Types the billing details of step 1 (in the given language's labels). */
export async function fillBilling(canvas: Queries, language: 'en' | 'ja' = 'en') {
  const labels = LABELS[language];
  await canvas.findByLabelText(labels.name);
  for (const field of ['name', 'email', 'line1', 'city', 'state', 'postalCode'] as const) {
    await userEvent.type(canvas.getByLabelText(labels[field]), BILLING[field]);
  }
}

/** Types a test card into the sandbox card field. */
export async function fillCard(canvas: Queries, number: string, language: 'en' | 'ja' = 'en') {
  const labels = LABELS[language];
  await userEvent.type(await canvas.findByLabelText(labels.number), number);
  await userEvent.type(canvas.getByLabelText(labels.expiry), FUTURE_EXPIRY);
  await userEvent.type(canvas.getByLabelText(labels.cvc), '123');
}

/** Stripe's published test cards the sandbox knows. */
export const CARDS = {
  ok: '4242424242424242',
  action: '4000002760003184',
  declined: '4000000000000002',
};
