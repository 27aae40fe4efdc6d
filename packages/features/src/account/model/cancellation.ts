import type { FeedbackRequest, Plan } from '@holostream/api';
import { isSoldThroughCheckout } from '../../plans/plan-key';

/** Why a person cancels, as the dialog offers it (optional). */
export const CANCEL_REASONS = [
  'too-expensive',
  'missing-feature',
  'not-streaming-enough',
  'technical-problems',
  'switching-service',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** docs/product.md §3 feedback categories: 2 is a feature request, 9 other. */
const FEATURE_REQUEST = 2;
const OTHER = 9;

/** The reason's name as the team reads it (English, whatever the person's language). */
const REASON_NAMES: Record<CancelReason, string> = {
  'too-expensive': 'Too expensive',
  'missing-feature': 'Missing a feature',
  'not-streaming-enough': 'Not streaming enough',
  'technical-problems': 'Technical problems',
  'switching-service': 'Switching to another service',
  other: 'Other',
};

/** The contract's limit on a feedback body. */
const BODY_MAX = 5000;

/**
 * The feedback message a cancellation reason becomes (POST /v1/feedback, sent after the cancellation succeeded):
 * category 2 for a missing feature, else 9; title "Cancellation reason: …"; the plan and what the person wrote as the
 * body. No reason chosen: nothing to send.
 */
export function cancellationFeedback(
  reason: CancelReason | null,
  details: string,
  planName: string,
): FeedbackRequest | null {
  if (reason === null) return null;
  const said = details.trim();
  const body = `Plan: ${planName}. Reason: ${REASON_NAMES[reason]}.${said ? `\n\n${said}` : ''}`;
  return {
    categoryId: reason === 'missing-feature' ? FEATURE_REQUEST : OTHER,
    title: `Cancellation reason: ${REASON_NAMES[reason]}`,
    body: body.slice(0, BODY_MAX),
  };
}

/**
 * A plan to offer instead of leaving: the dearest plan sold through checkout that still costs less than the current
 * one (Developer for a Pro subscriber). None for the free plan or the cheapest paid one.
 */
export function cheaperPlan(current: Plan | undefined, plans: readonly Plan[]): Plan | undefined {
  if (!current) return undefined;
  return plans
    .filter((plan) => plan.id !== current.id && plan.price < current.price && isSoldThroughCheckout(plan))
    .reduce<Plan | undefined>((best, plan) => (best && best.price >= plan.price ? best : plan), undefined);
}
