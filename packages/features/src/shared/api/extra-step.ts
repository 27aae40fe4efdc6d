import type { Subscription } from '@holostream/api';

/** How often, and how far apart, the subscription is read back after a payment the provider says it took. */
export const READ_BACK = { tries: 4, intervalMs: 1_500 } as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Whether the purchase went through after the card provider's extra step (3-D Secure). Only the server says so: the
 * subscription read back must be the plan that was bought, and active, whatever the provider said; a passed step
 * without it is not success. A payment the provider says failed (`requires_payment_method`) or was cancelled is not
 * through, and nothing is read. One the provider says it took (`succeeded`, `processing`) reaches the server when the
 * provider tells it, a moment later at times: it is read back a few times before the purchase counts as not through.
 * Anything not through is the extra-step-required modal.
 */
export async function purchasedAfterExtraStep({
  paymentStatus,
  planId,
  readBack,
  wait = pause,
}: {
  /** The payment intent's status from the provider, when it gave one. */
  paymentStatus: string | undefined;
  planId: number;
  /** Reads the account's subscription again from the server. */
  readBack: () => Promise<Pick<Subscription, 'subTierId' | 'status'>>;
  /** Waits between two reads (tests pass one that does not). */
  wait?: (ms: number) => Promise<void>;
}): Promise<boolean> {
  if (paymentStatus === 'requires_payment_method' || paymentStatus === 'canceled') return false;
  const tries = paymentStatus === 'succeeded' || paymentStatus === 'processing' ? READ_BACK.tries : 1;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    if (attempt > 1) await wait(READ_BACK.intervalMs);
    const subscription = await readBack().catch(() => null);
    if (subscription?.subTierId === planId && subscription.status === 'ACTIVE') return true;
  }
  return false;
}
