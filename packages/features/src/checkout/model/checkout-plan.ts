import type { ApiClient } from '@holostream/api';
import type { QueryClient } from '@tanstack/react-query';
import { isSoldThroughCheckout } from '../../plans/plan-key';
import { plansNoticeHref } from '../../plans/plans-notice';
import { readCheckoutPlan } from '../../shared/links';
import { heldTierId } from '../../subscription';
import { paymentMethodQueryOptions } from '../../shared/api/payment-method';
import { plansQueryOptions } from '../../shared/api/plans';
import { subscriptionPreviewQueryOptions, subscriptionQueryOptions } from '../../shared/api/subscription';

/**
 * Why checkout will not sell the plan, named as the plans page's notice: none chosen or known (or the plans could
 * not be loaded), the plan the person already has, or one that is not bought online (the free plan, Enterprise).
 */
export type CheckoutRefusal = 'choose-plan' | 'current-plan' | 'not-for-sale';

/**
 * Whether checkout can sell the plan (docs/product.md §2 Checkout), before any payment step shows: the plans, the
 * subscription and the plan's preview load, the plan is one of them, checkout sells it, and it is not the plan the
 * person holds (a plan that has ended, CANCELLED or REMOVED, is not held: it can be bought again). What the screen shows first is fetched meanwhile, into the cache it reads (the saved card too).
 */
export async function checkCheckout(
  queryClient: QueryClient,
  client: ApiClient,
  planId: number,
): Promise<{ ok: true } | { ok: false; refusal: CheckoutRefusal }> {
  void queryClient.prefetchQuery(paymentMethodQueryOptions(client));
  try {
    const [plans, subscription] = await Promise.all([
      queryClient.ensureQueryData(plansQueryOptions(client)),
      queryClient.ensureQueryData(subscriptionQueryOptions(client)),
    ]);
    const plan = plans.find((candidate) => candidate.id === planId);
    if (!plan) return { ok: false, refusal: 'choose-plan' };
    if (plan.id === heldTierId(subscription)) return { ok: false, refusal: 'current-plan' };
    if (!isSoldThroughCheckout(plan)) return { ok: false, refusal: 'not-for-sale' };
    await queryClient.ensureQueryData(subscriptionPreviewQueryOptions(client, planId));
    return { ok: true };
  } catch {
    return { ok: false, refusal: 'choose-plan' };
  }
}

/**
 * What /checkout?plan=<id> opens (its route's loader): the plan checkout sells, or the plans page's address with the
 * notice that says why not. The plan id is read and checked here, once, from the address to the confirm step.
 */
export async function checkoutPlanOf(
  url: URL,
  { queryClient, client, plansPath }: { queryClient: QueryClient; client: ApiClient; plansPath: string },
): Promise<{ planId: number } | { refusedTo: string }> {
  const planId = readCheckoutPlan(url.searchParams);
  if (typeof planId !== 'number') return { refusedTo: plansNoticeHref(plansPath, 'choose-plan') };
  const check = await checkCheckout(queryClient, client, planId);
  return check.ok ? { planId } : { refusedTo: plansNoticeHref(plansPath, check.refusal) };
}
