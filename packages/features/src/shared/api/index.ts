/**
 * The one data layer of the features: a module per resource of openapi.yaml, each exporting its query options (key
 * and call together) and its mutations with the invalidation they cause. Features import these and never call the
 * client or write a query key themselves (scripts/data-layer.test.ts holds the rule).
 */
export { ApiClientProvider, useApiClient } from './api-client-context';
export { isAborted, isNotFound } from './failure-checks';
export { retryQuery } from './query-retry';
export {
  forgotPasswordMutationOptions,
  logoutRequest,
  resetPasswordMutationOptions,
  useChangePassword,
  useForgotPassword,
  useLogin,
  useResetPassword,
  useSignup,
  useVerifyResetToken,
  verifyResetTokenQueryOptions,
} from './auth';
export { currentFirst, sessionsQueryOptions, useRevokeOtherSessions, useRevokeSession, useSessions } from './sessions';
export { idleProgress, type RevokeFailure, type RevokeProgress } from './revoke-in-turn';
export {
  currentSubscription,
  DEFAULT_SUBSCRIPTION,
  invalidateAfterPurchase,
  subscriptionPreviewQueryOptions,
  subscriptionQueryOptions,
  useCancelSubscription,
  useInvalidateAfterPurchase,
  useSubscribe,
  useSubscription,
  useSubscriptionPreview,
} from './subscription';
export { fetchPlans, plansQueryOptions, usePlans } from './plans';
export { paymentMethodQueryOptions, usePaymentMethod, useSavePaymentMethod } from './payment-method';
export { billingHistoryQueryOptions, newestFirst, useBillingHistory } from './billing-history';
export { useDownloadLink, type DownloadItem } from './downloads';
export { organizationsQueryOptions, useOrganizations } from './organizations';
export { membersQueryOptions, useAddMember, useIsAddingMember, useMembers, useRemoveMember } from './members';
export {
  INVITATION_POLL_MS,
  invitationCodeQueryOptions,
  isNoInvitationCode,
  useCreateInvitationCode,
  useInvitationCode,
} from './invitation-code';
export { usageQueryOptions, useReloadUsage, useUsage } from './usage';
export { useSendFeedback } from './feedback';
