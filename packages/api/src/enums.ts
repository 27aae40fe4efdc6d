/**
 * The enum values of the contract as runtime lists (for selects, stories and the schemas). Each list is checked at
 * compile time against the generated union, so adding a value to openapi.yaml without adding it here fails `tsc`.
 */
import type {
  BillingItemStatus,
  CardBrand,
  FeedbackCategoryId,
  MemberRole,
  StreamingPriority,
  SubscriptionStatus,
  TextureQuality,
} from './contract';
import type { Equal, Expect } from './lib/type-equal';

export const SUBSCRIPTION_STATUSES = [
  'ACTIVE',
  'CREATED',
  'CANCELLED',
  'SCHEDULED_CANCEL',
  'PAYMENT_FAILED',
  'REMOVED',
] as const satisfies readonly SubscriptionStatus[];

export const BILLING_ITEM_STATUSES = [
  'succeeded',
  'requires_action',
  'requires_payment_method',
  'canceled',
  'processing',
  'requires_confirmation',
  'requires_capture',
] as const satisfies readonly BillingItemStatus[];

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'cartes_bancaires',
  'eftpos_au',
  'interac',
  'link',
  'unknown',
] as const satisfies readonly CardBrand[];

export const MEMBER_ROLES = ['admin', 'member'] as const satisfies readonly MemberRole[];

export const STREAMING_PRIORITIES = [
  'Low',
  'Standard',
  'High',
  'Highest',
] as const satisfies readonly StreamingPriority[];

export const TEXTURE_QUALITIES = [
  'Basic',
  'Standard',
  'High',
  'Highest',
  'SD',
  'HD',
  'Full HD',
  '2K',
  '4K',
  '8K',
] as const satisfies readonly TextureQuality[];

/** Feedback categories by id, with a stable key for translations (spec §3). */
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

export const FEEDBACK_CATEGORY_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const satisfies readonly FeedbackCategoryId[];

/** The category a new feedback form starts with: general feedback. */
export const DEFAULT_FEEDBACK_CATEGORY_ID = 4 satisfies FeedbackCategoryId;

/** The countries of the checkout billing form, in display order; US is the default (spec §5, §9). */
export const CHECKOUT_COUNTRIES = ['US', 'JP', 'CA', 'GB', 'AU'] as const;
export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number];
export const DEFAULT_CHECKOUT_COUNTRY = 'US' satisfies CheckoutCountry;

type _EnumsMatchContract = [
  Expect<Equal<(typeof SUBSCRIPTION_STATUSES)[number], SubscriptionStatus>>,
  Expect<Equal<(typeof BILLING_ITEM_STATUSES)[number], BillingItemStatus>>,
  Expect<Equal<(typeof CARD_BRANDS)[number], CardBrand>>,
  Expect<Equal<(typeof MEMBER_ROLES)[number], MemberRole>>,
  Expect<Equal<(typeof STREAMING_PRIORITIES)[number], StreamingPriority>>,
  Expect<Equal<(typeof TEXTURE_QUALITIES)[number], TextureQuality>>,
  Expect<Equal<(typeof FEEDBACK_CATEGORY_IDS)[number], FeedbackCategoryId>>,
  Expect<Equal<keyof typeof FEEDBACK_CATEGORIES, FeedbackCategoryId>>,
];

/**
 * A contract enum as the client reads it: one of the known values, or a value a newer server added, kept as
 * sent (the screens show it the way the spec says for "anything else"). `string & {}` keeps the known values'
 * autocompletion.
 */
export type Open<Known extends string> = Known | (string & {});
