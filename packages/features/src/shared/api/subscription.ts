import { done, idempotencyHeader, isApiError, read, type ApiClient, type Subscription } from '@holostream/api';
import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { FREE_TIER_ID } from '../../plans/plan-key';
import { useSignedInPerson } from '../person';
import { useApiClient } from './api-client-context';
import { attemptKey, settleAttempt } from './idempotency';
import { billingHistoryQueryOptions } from './billing-history';
import { paymentMethodQueryOptions } from './payment-method';

/** Assumed when the server returns no subscription: the free plan, active. */
export const DEFAULT_SUBSCRIPTION: Subscription = {
  subTierId: FREE_TIER_ID,
  status: 'ACTIVE',
  startDate: '',
  endDate: null,
};

/** The first subscription of the list, else the free-plan default. */
export function currentSubscription(list: readonly Subscription[]): Subscription {
  return list[0] ?? DEFAULT_SUBSCRIPTION;
}

/** A key is a prefix of the keys below it: invalidating the subscription also covers its previews. */
const subscriptionKey = ['subscription'] as const;

/** GET /v1/subscription: the account's subscription (the first item, or the free-plan default). */
export const subscriptionQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: subscriptionKey,
    queryFn: async ({ signal }) => currentSubscription(await read(client.GET('/v1/subscription', { signal }))),
  });

/** The signed-in account's subscription; `enabled: false` while nobody is signed in. */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQueryOptions(useApiClient()), enabled });
}

/** GET /v1/subscription/preview/{id}: total due today (cents), remaining days, next billing date. */
export const subscriptionPreviewQueryOptions = (client: ApiClient, planId: number | undefined) =>
  queryOptions({
    queryKey: [...subscriptionKey, 'preview', planId ?? 0],
    queryFn:
      planId === undefined
        ? skipToken
        : ({ signal }) =>
            read(client.GET('/v1/subscription/preview/{id}', { params: { path: { id: planId } }, signal })),
  });

export function useSubscriptionPreview(planId: number | undefined) {
  return useQuery(subscriptionPreviewQueryOptions(useApiClient(), planId));
}

/** What a purchase changes (a subscribe answered, or its extra step passed): exactly these are read again. */
export function invalidateAfterPurchase(queryClient: QueryClient, client: ApiClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionKey }),
    queryClient.invalidateQueries({ queryKey: billingHistoryQueryOptions(client).queryKey }),
    queryClient.invalidateQueries({ queryKey: paymentMethodQueryOptions(client).queryKey }),
  ]);
}

/** Refreshes what a purchase changed, for the page that finished its extra step (3-D Secure). */
export function useInvalidateAfterPurchase() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return () => invalidateAfterPurchase(queryClient, client);
}

/**
 * POST /v1/subscription { subTierId }: buys the plan with the saved card (402: an extra step is needed). One
 * `Idempotency-Key` per attempt of this person to buy this plan, kept until a definitive answer (idempotency.ts):
 * a retry after a lost answer, a 5xx or a reload sends the same key, so the server charges once.
 */
export function useSubscribe() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const person = useSignedInPerson();
  const attempt = (subTierId: number) => `subscribe:${person ?? ''}:${subTierId}`;
  return useMutation({
    mutationKey: ['subscribe'],
    mutationFn: (subTierId: number) =>
      done(
        client.POST('/v1/subscription', {
          body: { subTierId },
          params: { header: idempotencyHeader(attemptKey(attempt(subTierId))) },
        }),
      ),
    onSettled: (_answer, error, subTierId) => {
      settleAttempt(attempt(subTierId), error);
      // A 402 changed things too: a bill waits for the extra step (and may be paid in the page).
      if (error && !(isApiError(error) && error.status === 402)) return undefined;
      return invalidateAfterPurchase(queryClient, client);
    },
  });
}

/**
 * DELETE /v1/subscription: cancels (at the period's end, or at once after a failed payment). The subscription is
 * marked stale but not fetched here: it reloads when the person closes the success dialog, not under it.
 */
export function useCancelSubscription() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cancel-subscription'],
    mutationFn: () => done(client.DELETE('/v1/subscription')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKey, refetchType: 'none' }),
  });
}
