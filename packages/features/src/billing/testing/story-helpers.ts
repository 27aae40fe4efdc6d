/**
 * Billing story and test helpers: sandbox `customize` functions for states no scenario covers, and
 * typing into the sandbox card field. Test-only: never exported from the feature.
 */
import type { BillingItemStatus, CardBrand } from '@holostream/api';
import type { SandboxStore, SandboxUsername } from '@holostream/sandbox';

function accountId(store: SandboxStore, username: SandboxUsername): number {
  const account = store.accounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`The sandbox has no account ${username}`);
  return account.id;
}

/** The saved card's fields a story may change. */
export interface SavedCardChanges {
  brand?: CardBrand;
  last4?: string;
  expMonth?: number;
  expYear?: number;
}

/** A sandbox `customize` that changes the demo account's saved card. */
export function withSavedCard(changes: SavedCardChanges, username: SandboxUsername = 'demo') {
  return (store: SandboxStore) => {
    const id = accountId(store, username);
    const card = store.paymentMethods[id];
    if (!card) throw new Error(`The sandbox has no saved card for ${username}`);
    store.paymentMethods[id] = { ...card, ...changes };
  };
}

/** The month `offset` months from the reader's current month, as a card's expiry. */
export function expiryMonth(offset: number, now = new Date()): { expMonth: number; expYear: number } {
  const date = new Date(now.getFullYear(), now.getMonth() + offset, 1);
  return { expMonth: date.getMonth() + 1, expYear: date.getFullYear() };
}

/**
 * A sandbox `customize` giving the saved card an expiry `offset` months from the current month, read
 * when the sandbox is seeded (not when the story file loads), so a story under a fixed clock agrees
 * with the component it renders.
 */
export function withCardExpiringIn(offset: number) {
  return (store: SandboxStore) => withSavedCard(expiryMonth(offset))(store);
}

/** A sandbox `customize` that keeps only the demo account's bills with this status. */
export function onlyBillsWithStatus(status: BillingItemStatus, username: SandboxUsername = 'demo') {
  return (store: SandboxStore) => {
    const id = accountId(store, username);
    const own = store.billing.filter((bill) => bill.accountId === id);
    const matching = own.filter((bill) => bill.status === status);
    // A status the demo world has no bill for: the newest bill takes it.
    const kept = matching.length > 0 ? matching : own.slice(0, 1).map((bill) => ({ ...bill, status }));
    store.billing = [...store.billing.filter((bill) => bill.accountId !== id), ...kept];
  };
}

/**
 * A sandbox `customize` that adds two bills of the year before the one `now` falls in (November: paid 19.00 USD;
 * December: failed), for the history's year filter.
 */
export function withBillsOfLastYear(now: Date, username: SandboxUsername = 'demo') {
  return (store: SandboxStore) => {
    const owner = accountId(store, username);
    const year = now.getFullYear() - 1;
    const at = (month: number) => new Date(year, month - 1, 2, 12).getTime();
    const base = { accountId: owner, currency: 'usd', description: 'Developer plan (monthly)', amount: 1900 };
    store.billing.push(
      { ...base, id: 90_001, created: at(12), status: 'requires_payment_method' },
      { ...base, id: 90_002, created: at(11), status: 'succeeded' },
    );
  };
}

/** A sandbox `customize` that dates every bill of the account a year earlier: this year has none yet. */
export function withBillsAYearEarlier(username: SandboxUsername = 'demo') {
  return (store: SandboxStore) => {
    const owner = accountId(store, username);
    for (const bill of store.billing) if (bill.accountId === owner) bill.created -= 366 * 24 * 60 * 60 * 1000;
  };
}

/** A sandbox `customize` adding a bill that waits for the person's extra step, made a minute ago (after a 402). */
export function withBillWaitingForAction(username: SandboxUsername = 'demo') {
  return (store: SandboxStore) => {
    store.billing.unshift({
      id: 90_003,
      accountId: accountId(store, username),
      created: Date.now() - 60_000,
      description: 'Upgrade to Pro',
      amount: 4900,
      currency: 'usd',
      status: 'requires_action',
    });
  };
}

/**
 * A sandbox `customize` (with the `payment-failed` scenario) for the world after the immediate cancellation that a
 * failed payment allows, as the sandbox's cancel leaves it: the free plan from now, the paid plan cancelled now, and
 * its failed bill still in the history.
 */
export function cancelledAfterFailedPayment(username: SandboxUsername = 'demo') {
  return (store: SandboxStore) => {
    const id = accountId(store, username);
    const [failed, ...rest] = store.subscriptions[id] ?? [];
    if (!failed) throw new Error(`The sandbox has no subscription for ${username}`);
    const now = Date.now();
    store.subscriptions[id] = [
      { subTierId: 1, status: 'ACTIVE', startDate: now, endDate: null },
      { ...failed, status: 'CANCELLED', endDate: now },
      ...rest,
    ];
  };
}

/** Stripe's published test cards the sandbox knows. */
export const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
};

/** An expiry two years ahead, typed as MMYY. */
export const FUTURE_EXPIRY = `12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/** The sandbox card field's labels. */
export const CARD_LABELS = {
  en: { number: 'Card number', expiry: 'Expiry (MM / YY)', cvc: 'CVC' },
  ja: { number: 'カード番号', expiry: '有効期限 (MM / YY)', cvc: 'セキュリティコード' },
} as const;

interface Queries {
  findByLabelText: (text: string) => Promise<HTMLElement>;
  getByLabelText: (text: string) => HTMLElement;
}

interface Typist {
  type: (element: Element, text: string) => Promise<void>;
}

/** Types a test card (number, a future expiry, a CVC) into the sandbox card field. */
export async function fillCard(user: Typist, queries: Queries, number: string, language: 'en' | 'ja' = 'en') {
  const labels = CARD_LABELS[language];
  await user.type(await queries.findByLabelText(labels.number), number);
  await user.type(queries.getByLabelText(labels.expiry), FUTURE_EXPIRY);
  await user.type(queries.getByLabelText(labels.cvc), '123');
}
