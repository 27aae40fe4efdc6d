/**
 * Whether the purchase went through after the card provider's extra step (3-D Secure). No error is not enough:
 * the payment must say it succeeded or is being processed, or, when it says nothing usable, the subscription read
 * back from the server must be the plan that was bought. Anything else is the extra-step-required modal.
 */
export async function purchasedAfterExtraStep({
  paymentStatus,
  planId,
  readBackPlanId,
}: {
  /** The payment intent's status from the provider, when it gave one. */
  paymentStatus: string | undefined;
  planId: number;
  /** Reads the account's plan again from the server. */
  readBackPlanId: () => Promise<number>;
}): Promise<boolean> {
  if (paymentStatus === 'succeeded' || paymentStatus === 'processing') return true;
  try {
    return (await readBackPlanId()) === planId;
  } catch {
    return false;
  }
}
