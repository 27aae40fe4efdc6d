/**
 * The one data layer of the features: a module per resource of openapi.yaml, each exporting its query options (key
 * and call together) and its mutations with the invalidation they cause. Features import these and never call the
 * client or write a query key themselves (scripts/data-layer.test.ts holds the rule).
 */
export { ApiClientProvider, useApiClient } from './api-client-context';
export { retryQuery } from './query-retry';
export type { ScreenPrefetch } from './prefetch';
export {
  useChangePassword,
  useForgotPassword,
  useLogin,
  useResetPassword,
  useSignup,
  useVerifyResetToken,
} from './auth';
export { sessionsQueryOptions, useRevokeOtherSessions, useRevokeSession, useSessions } from './sessions';
export { type RevokeProgress } from './revoke-in-turn';
export {
  currentSubscription,
  DEFAULT_SUBSCRIPTION,
  subscriptionPreviewQueryOptions,
  subscriptionQueryOptions,
  useCancelSubscription,
  useSubscription,
  useSubscriptionPreview,
} from './subscription';
export { usePurchase, type HandleNextAction } from './purchase';
export { fetchPlans, plansQueryOptions, usePlans } from './plans';
export { paymentMethodQueryOptions, usePaymentMethod, useSavePaymentMethod } from './payment-method';
export { billingHistoryQueryOptions, useBillingHistory } from './billing-history';
export { useDownloadLink, type DownloadItem } from './downloads';
export { organizationsQueryOptions, useOrganizations } from './organizations';
export { useAddMember, useIsAddingMember, useMembers, useRemoveMember } from './members';
export { useCreateInvitationCode, useInvitationCode } from './invitation-code';
export { usageQueryOptions, useReloadUsage, useUsage } from './usage';
export { useSendFeedback } from './feedback';
