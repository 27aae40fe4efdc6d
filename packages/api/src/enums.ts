/**
 * The enum values of the contract as runtime lists (for selects, stories and the schemas), generated from
 * openapi.yaml (`npm run api:generate`), so a value added there is here too.
 */
export {
  billingItemStatusValues as BILLING_ITEM_STATUSES,
  cardBrandValues as CARD_BRANDS,
  feedbackCategoryIdValues as FEEDBACK_CATEGORY_IDS,
  memberRoleValues as MEMBER_ROLES,
  streamingPriorityValues as STREAMING_PRIORITIES,
  subscriptionStatusValues as SUBSCRIPTION_STATUSES,
  textureQualityValues as TEXTURE_QUALITIES,
} from './generated/openapi.generated';
