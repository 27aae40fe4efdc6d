import type { Subscription } from '@holostream/api';

/**
 * Whether the purchase went through after the card provider's extra step (3-D Secure). No error is not enough: the
 * payment must say it succeeded or is being processed. A payment that says it failed (`requires_payment_method`) or
 * was cancelled is not through, whatever the account says. When it says nothing usable (still `requires_action`, or
 * no status), the subscription read back from the server must be the plan that was bought, and active. Anything else
 * is the extra-step-required modal.
 */
export async function purchasedAfterExtraStep({
  paymentStatus,
  planId,
  readBack,
}: {
  /** The payment intent's status from the provider, when it gave one. */
  paymentStatus: string | undefined;
  planId: number;
  /** Reads the account's subscription again from the server. */
  readBack: () => Promise<Pick<Subscription, 'subTierId' | 'status'>>;
}): Promise<boolean> {
  if (paymentStatus === 'succeeded' || paymentStatus === 'processing') return true;
  if (paymentStatus === 'requires_payment_method' || paymentStatus === 'canceled') return false;
  try {
    const subscription = await readBack();
    return subscription.subTierId === planId && subscription.status === 'ACTIVE';
  } catch {
    return false;
  }
}
