import type { UsageRange } from '@holostream/api';

/**
 * The one key factory of the data layer, keyed by resource (not by the screen that asks), so every
 * screen that shows a resource shares its cache entry and a mutation invalidates it in one place.
 * A key is a prefix of the keys below it: invalidating `subscription` also covers its previews.
 */
export const queryKeys = {
  plans: ['plans'] as const,
  subscription: ['subscription'] as const,
  subscriptionPreview: (planId: number) => ['subscription', 'preview', planId] as const,
  billing: ['billing'] as const,
  paymentMethod: ['billing', 'payment-method'] as const,
  billingHistory: ['billing', 'history'] as const,
  organizations: ['org'] as const,
  members: (organizationId: number) => ['org', organizationId, 'members'] as const,
  invitationCode: ['invitation-code'] as const,
  usage: (range: UsageRange) => ['usage', range] as const,
  sessions: ['sessions'] as const,
  resetToken: (token: string) => ['reset-token', token] as const,
};
