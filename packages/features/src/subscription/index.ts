/** Where the account's subscription stands, and what its bills ask: the one model every screen reads. */
export { heldTierId, standingKind } from './held';
export {
  heldPlan,
  holdsPaidPlan,
  subscribedPlan,
  subscriptionStanding,
  type PeriodKind,
  type SubscriptionStanding,
} from './standing';
export { billStanding, completePaymentHref, COMPLETE_PAYMENT_ANCHOR, waitingPayment, type BillStanding } from './bills';
