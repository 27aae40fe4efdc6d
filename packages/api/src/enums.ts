/**
 * The enum values of the contract as runtime lists (for selects, stories and the schemas), generated from
 * openapi.yaml (`npm run api:generate`), so a value added there is here too.
 */
import type { FeedbackCategoryId } from './contract';

export {
  billingItemStatusValues as BILLING_ITEM_STATUSES,
  cardBrandValues as CARD_BRANDS,
  feedbackCategoryIdValues as FEEDBACK_CATEGORY_IDS,
  memberRoleValues as MEMBER_ROLES,
  streamingPriorityValues as STREAMING_PRIORITIES,
  subscriptionStatusValues as SUBSCRIPTION_STATUSES,
  textureQualityValues as TEXTURE_QUALITIES,
} from './generated/openapi.generated';

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
