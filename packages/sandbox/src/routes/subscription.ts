/** Plans, the subscription, its preview, subscribe and cancel. */
import * as z from 'zod/mini';
import type { MessageResponse, Plan, Subscription, SubscriptionPreview } from '@holostream/api';
import { caller } from '../auth';
import { isPurchasable, quote, runningPaidSubscription } from '../billing';
import { badRequest, notFound, SandboxError } from '../errors';
import { positiveInt, readBody } from '../http';
import { PLAN_IDS } from '../seed';
import { nextId, type SandboxStore, type SubscriptionRecord } from '../store';
import { epochSeconds } from '../time';
import { idSchema } from '../validation';
import { effectiveSubscriptions, viewSubscription } from '../views';
import type { OperationHandlers } from './types';

/** Keeps a short history behind the current subscription. */
const HISTORY = 5;

function setSubscriptions(store: SandboxStore, accountId: number, list: SubscriptionRecord[]) {
  store.subscriptions[accountId] = list.slice(0, HISTORY);
}

/** The previous first record, marked ended, for the history behind a new one. */
function ended(record: SubscriptionRecord | undefined, now: number): SubscriptionRecord[] {
  if (!record || record.subTierId === PLAN_IDS.free) return [];
  if (record.status === 'CANCELLED' || record.status === 'REMOVED') return [record];
  return [{ ...record, status: 'CANCELLED', endDate: now }];
}

export const subscriptionHandlers: OperationHandlers<
  'getPlans' | 'getSubscriptions' | 'getSubscriptionPreview' | 'subscribe' | 'cancelSubscription'
> = {
  getPlans(c, store) {
    return c.json([...store.plans].sort((a, b) => a.price - b.price) satisfies Plan[], 200);
  },

  getSubscriptions(c, store) {
    const { account } = caller(c);
    const list = effectiveSubscriptions(store, account.id, c.get('runtime').now());
    return c.json(list.map(viewSubscription) satisfies Subscription[], 200);
  },

  getSubscriptionPreview(c, store) {
    const { account } = caller(c);
    const id = positiveInt(c.req.param('id'));
    const plan = store.plans.find((candidate) => candidate.id === id);
    if (!plan || !isPurchasable(plan)) throw notFound('Plan not found');
    const now = c.get('runtime').now();
    const [first] = effectiveSubscriptions(store, account.id, now);
    const { total, daysRemaining, nextBillingDate } = quote(store.plans, plan, first, now);
    const preview: SubscriptionPreview = { total, daysRemaining, nextBillingDate: epochSeconds(nextBillingDate) };
    return c.json(preview, 200);
  },

  async subscribe(c, store) {
    const { account } = caller(c);
    const { subTierId } = await readBody(c, 'subscribe', z.object({ subTierId: idSchema }));
    const runtime = c.get('runtime');
    const now = runtime.now();
    const plan = store.plans.find((candidate) => candidate.id === subTierId);
    if (!plan) throw badRequest('Validation failed', ['There is no plan with this id']);
    if (plan.id === PLAN_IDS.enterprise) throw badRequest('The Enterprise plan is arranged with our sales team');
    if (!isPurchasable(plan)) throw badRequest('To move to the free plan, cancel your subscription');
    const list = effectiveSubscriptions(store, account.id, now);
    const [first] = list;
    const running = runningPaidSubscription(first, now);
    if (running?.subTierId === plan.id && running.status === 'ACTIVE') {
      throw badRequest(`You are already subscribed to the ${plan.name} plan`);
    }
    const card = store.paymentMethods[account.id];
    if (!card) throw badRequest('Add a payment method before subscribing');

    if (running?.subTierId === plan.id) {
      // Subscribing again to a plan whose cancellation is scheduled takes the cancellation back.
      setSubscriptions(store, account.id, [{ ...running, status: 'ACTIVE' }, ...list.slice(1)]);
      return c.json({ message: `Your ${plan.name} plan continues` } satisfies MessageResponse, 200);
    }

    const { total, nextBillingDate } = quote(store.plans, plan, first, now);
    const description = running ? `Change to ${plan.name} (prorated)` : `${plan.name} plan (monthly)`;
    const bill = (status: 'succeeded' | 'requires_action') =>
      store.billing.unshift({
        id: nextId(store),
        accountId: account.id,
        created: now,
        description,
        amount: total,
        currency: 'usd',
        status,
      });
    // The extension of openapi.yaml: the 402 carries the payment intent's client secret and the page runs
    // the extra step itself. The sandbox records the outcome the provider's webhook would bring once the
    // person has passed it (a charge that succeeded, the plan running).
    const challengeInPage = runtime.scenarios().has('requires-action-in-page');
    // A card that needs an extra step blocks a charge; the scenario blocks every subscribe, for stories.
    if (!challengeInPage && ((total > 0 && card.scenario === 'action') || runtime.scenarios().has('requires-action'))) {
      // The charge waits for the customer (3-D Secure): it shows in the billing history with a link to finish.
      bill('requires_action');
      throw new SandboxError(
        402,
        'Your bank requires an extra authentication step. Complete the payment from your account.',
      );
    }
    if (total > 0) bill('succeeded');
    const next: SubscriptionRecord = running
      ? { subTierId: plan.id, status: 'ACTIVE', startDate: now, endDate: running.endDate }
      : { subTierId: plan.id, status: 'ACTIVE', startDate: now, endDate: nextBillingDate };
    setSubscriptions(store, account.id, [next, ...ended(first, now), ...list.slice(1)]);
    if (challengeInPage) {
      throw new SandboxError(
        402,
        'Your bank requires an extra authentication step.',
        undefined,
        {},
        {
          clientSecret: `pi_sandbox_${nextId(store)}_secret_challenge`,
        },
      );
    }
    return c.json({ message: `Subscribed to the ${plan.name} plan` } satisfies MessageResponse, 200);
  },

  cancelSubscription(c, store) {
    const { account } = caller(c);
    const now = c.get('runtime').now();
    const list = effectiveSubscriptions(store, account.id, now);
    const [first] = list;
    if (!first || first.subTierId === PLAN_IDS.free)
      throw badRequest('You are on the free plan: there is nothing to cancel');
    if (first.status === 'SCHEDULED_CANCEL') throw badRequest('The cancellation is already scheduled');
    if (first.status === 'CANCELLED' || first.status === 'REMOVED')
      throw badRequest('The subscription has already ended');
    if (first.status === 'PAYMENT_FAILED') {
      // Nothing was paid for this period: the plan ends now and the user is on the free plan.
      setSubscriptions(store, account.id, [
        { subTierId: PLAN_IDS.free, status: 'ACTIVE', startDate: now, endDate: null },
        { ...first, status: 'CANCELLED', endDate: now },
        ...list.slice(1),
      ]);
      return c.json({ message: 'Your subscription has been cancelled. You are now on the free plan.' }, 200);
    }
    const endDate = first.endDate !== null && first.endDate > now ? first.endDate : now;
    setSubscriptions(store, account.id, [{ ...first, status: 'SCHEDULED_CANCEL', endDate }, ...list.slice(1)]);
    return c.json({ message: 'Your subscription will end at the end of the billing period.' }, 200);
  },
};
