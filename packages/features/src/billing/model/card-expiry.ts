/**
 * Beyond docs/product.md: whether a saved card still works. A card is valid through the last day of its
 * expiry month, so it "expires this month" during that month and is "expired" from the next one.
 * The month is the server's (UTC), as the card is charged.
 */
export type CardExpiry = 'valid' | 'expires-this-month' | 'expired';

export function cardExpiry(expMonth: number, expYear: number, now: Date): CardExpiry {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiry = expYear * 12 + (expMonth - 1);
  if (expiry < current) return 'expired';
  return expiry === current ? 'expires-this-month' : 'valid';
}

/** The expiry as the card shows it: MM/YYYY. */
export function formatExpiry(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, '0')}/${expYear}`;
}
