/**
 * A fixed clock and a known usage history for the usage stories and tests, so every figure on screen
 * can be asserted. The sandbox is pinned to the same clock; `withUsage` replaces its random usage.
 */
import { PLAN_IDS, SANDBOX_FIXED_NOW, type SandboxStore, type SandboxUsername } from '@holostream/sandbox';

/** 2025-07-10: July 2025 in every time zone, so the default range is February–July 2025. */
export const FIXED_NOW = SANDBOX_FIXED_NOW;

/** Seconds per month of the demo account (the months left out had no streaming). */
export const USAGE_HISTORY = [
  { year: 2024, month: 12, totalTime: 10 * 3600 }, // 10h 00m 00s, outside the default range
  { year: 2025, month: 2, totalTime: 43_530 }, // 12h 05m 30s
  { year: 2025, month: 4, totalTime: 144_000 }, // 40h 00m 00s
  { year: 2025, month: 5, totalTime: 27_015 }, // 7h 30m 15s
  { year: 2025, month: 6, totalTime: 228_000 }, // 63h 20m 00s: the busiest, the axis ends at 64 h
  { year: 2025, month: 7, totalTime: 18_729 }, // 5h 12m 09s: this month
] as const;

function accountOf(store: SandboxStore, username: SandboxUsername) {
  const account = store.accounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`The sandbox has no account ${username}`);
  return account;
}

/** A sandbox `customize`: `username`'s usage becomes `records` (default: USAGE_HISTORY). */
export function withUsage(
  records: readonly { year: number; month: number; totalTime: number }[] = USAGE_HISTORY,
  username: SandboxUsername = 'demo',
) {
  return (store: SandboxStore) => {
    const { id } = accountOf(store, username);
    store.usage = [
      ...store.usage.filter((record) => record.accountId !== id),
      ...records.map((record) => ({ ...record, accountId: id })),
    ];
  };
}

/** A sandbox `customize`: the demo account on the Enterprise plan (monthlyUsageLimit 0: unlimited). */
export function onEnterprise(store: SandboxStore) {
  const { id } = accountOf(store, 'demo');
  for (const subscription of store.subscriptions[id] ?? []) subscription.subTierId = PLAN_IDS.enterprise;
}
