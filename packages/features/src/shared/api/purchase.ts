import { describeFailure, isApiError, paymentChallengeSecret, reportError } from '@holostream/api';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSingleFlight } from '../forms/use-single-flight';
import { useApiClient } from './api-client-context';
import { purchasedAfterExtraStep } from './extra-step';
import { subscriptionQueryOptions, useInvalidateAfterPurchase, useSubscribe } from './subscription';

/** How a purchase ended. */
export type PurchaseOutcome =
  /** The plan is bought (at once, or after the extra step). */
  | { kind: 'bought' }
  /** The payment needs a step that did not pass in the page: the server's message when it sent one. */
  | { kind: 'extra-step-needed'; serverMessage: string | null }
  /** Refused or failed otherwise: the screen says why from the error. */
  | { kind: 'failed'; error: unknown };

/**
 * The card provider's extra step (3-D Secure) for a payment's client secret: the payment's status afterwards, or
 * null when the step could not run or did not pass (the provider's own failure is the caller's to report).
 */
export type HandleNextAction = (clientSecret: string) => Promise<{ paymentStatus: string | undefined } | null>;

/**
 * The purchase of a plan with the saved card, as one flow: subscribe; on a 402 that carries a client secret, the
 * provider's extra step in the page, then what changed read again and the subscription read back: bought only once
 * the server says so (`purchasedAfterExtraStep`); one purchase at a time. `busy` covers the call and the extra step; the screen only
 * renders the outcome.
 */
export function usePurchase(handleNextAction: HandleNextAction) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const subscribe = useSubscribe();
  const invalidateAfterPurchase = useInvalidateAfterPurchase();
  const once = useSingleFlight();
  // Once bought, the page is on its way to the account: a press handled after the answer (the second click of a
  // double click on a busy phone) buys nothing again.
  const bought = useRef(false);
  const [challenging, setChallenging] = useState(false);

  const passExtraStep = async (clientSecret: string, planId: number): Promise<boolean> => {
    setChallenging(true);
    try {
      const step = await handleNextAction(clientSecret);
      if (step === null) return false;
      await invalidateAfterPurchase();
      return await purchasedAfterExtraStep({
        paymentStatus: step.paymentStatus,
        planId,
        // From the server each time (a read a moment ago is not an answer), into the cache the screens read.
        readBack: () => queryClient.fetchQuery({ ...subscriptionQueryOptions(client), staleTime: 0 }),
      });
    } catch (error) {
      reportError({ operation: 'card: handle next action', message: 'The provider failed', error });
      return false;
    } finally {
      setChallenging(false);
    }
  };

  const run = async (planId: number): Promise<PurchaseOutcome> => {
    try {
      await subscribe.mutateAsync(planId);
      return { kind: 'bought' };
    } catch (error) {
      if (!isApiError(error) || error.status !== 402) return { kind: 'failed', error };
      const secret = paymentChallengeSecret(error);
      if (secret !== null && (await passExtraStep(secret, planId))) return { kind: 'bought' };
      return { kind: 'extra-step-needed', serverMessage: describeFailure(error).serverMessage ?? null };
    }
  };

  return {
    /** Buys `planId`; undefined when a purchase is already running or done (a second press). */
    purchase: (planId: number) =>
      bought.current
        ? Promise.resolve(undefined)
        : once(async () => {
            const outcome = await run(planId);
            if (outcome.kind === 'bought') bought.current = true;
            return outcome;
          }),
    busy: subscribe.isPending || challenging,
  };
}
