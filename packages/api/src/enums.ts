/**
 * The enum values of the contract as runtime lists (for selects, stories and the schemas), generated from
 * openapi.yaml (`npm run api:generate`), so a value added there is here too.
 */
import type { FeedbackCategoryId } from './contract';
import {
  billingItemStatusValues,
  cardBrandValues,
  feedbackCategoryIdValues,
  memberRoleValues,
  streamingPriorityValues,
  subscriptionStatusValues,
  textureQualityValues,
} from './generated/openapi.generated';

export const SUBSCRIPTION_STATUSES = subscriptionStatusValues;
export const BILLING_ITEM_STATUSES = billingItemStatusValues;
export const CARD_BRANDS = cardBrandValues;
export const MEMBER_ROLES = memberRoleValues;
export const STREAMING_PRIORITIES = streamingPriorityValues;
export const TEXTURE_QUALITIES = textureQualityValues;
export const FEEDBACK_CATEGORY_IDS = feedbackCategoryIdValues;

/** Feedback categories by id, with a stable key for translations. */
export const FEEDBACK_CATEGORIES = {
  1: 'bugReport',
  2: 'featureRequest',
  3: 'improvement',
  4: 'generalFeedback',
  5: 'performanceIssue',
  6: 'uiUxIssue',
  7: 'documentation',
  8: 'securityConcern',
  9: 'other',
} as const satisfies Record<FeedbackCategoryId, string>;

/** The category a new feedback form starts with: general feedback. */
export const DEFAULT_FEEDBACK_CATEGORY_ID = 4 satisfies FeedbackCategoryId;

/** The countries of the checkout billing form, in display order; US is the default. */
export const CHECKOUT_COUNTRIES = ['US', 'JP', 'CA', 'GB', 'AU'] as const;
export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number];
export const DEFAULT_CHECKOUT_COUNTRY = 'US' satisfies CheckoutCountry;
