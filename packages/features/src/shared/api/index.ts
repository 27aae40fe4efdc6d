/**
 * The one data layer of the features: a module per operation of openapi.yaml, each exporting its query
 * options (or mutation), keyed by resource through `queryKeys`. Each endpoint's rules (404 means "none",
 * the first subscription or the free default, …) are written once, in its module; features import
 * these and never call the client or write a query key themselves.
 */
export { ApiClientProvider, useApiClient } from './api-client-context';
export { queryKeys } from './query-keys';
export { mutationKeys } from './mutation-keys';
export { isAborted, isNotFound } from './failure-checks';
export { retryQuery } from './query-retry';
export { loginRequest } from './login';
export { signupRequest } from './signup';
export { logoutRequest } from './logout';
export { forgotPasswordMutationOptions, useForgotPassword } from './forgot-password';
export { verifyResetTokenQueryOptions, useVerifyResetToken } from './verify-reset-token';
export { resetPasswordMutationOptions, useResetPassword } from './reset-password';
export { currentFirst, sessionsQueryOptions, useSessions } from './sessions';
export { revokeSessionRequest, useRevokeSession } from './revoke-session';
export { useChangePassword } from './change-password';
export {
  currentSubscription,
  DEFAULT_SUBSCRIPTION,
  FREE_TIER_ID,
  subscriptionQueryOptions,
  useSubscription,
} from './subscription';
export { invalidateAfterPurchase, useSubscribe } from './subscribe';
export { useCancelSubscription } from './cancel-subscription';
export { subscriptionPreviewQueryOptions, useSubscriptionPreview } from './subscription-preview';
export { fetchPlans, plansQueryOptions, usePlans } from './plans';
export { paymentMethodQueryOptions, usePaymentMethod } from './payment-method';
export { useSavePaymentMethod } from './save-payment-method';
export { billingHistoryQueryOptions, newestFirst, useBillingHistory } from './billing-history';
export { downloadLinkRequest, type DownloadItem } from './download-link';
export { organizationsQueryOptions, useOrganizations } from './organizations';
export { membersQueryOptions, useMembers } from './members';
export { useAddMember, useIsAddingMember } from './add-member';
export { useRemoveMember } from './remove-member';
export {
  INVITATION_POLL_MS,
  invitationCodeQueryOptions,
  isNoInvitationCode,
  useInvitationCode,
} from './invitation-code';
export { useCreateInvitationCode } from './create-invitation-code';
export { usageQueryOptions, useUsage } from './usage';
export { useSendFeedback } from './send-feedback';
