import type { BillingItem } from '@holostream/api';

/** The bills newest first (the spec does not promise the server's order); ties keep their order. */
export function newestFirst(items: readonly BillingItem[]): BillingItem[] {
  return [...items].sort((a, b) => b.created - a.created);
}
