/** Keys of the mutations, for `useIsMutating` and the devtools. */
export const mutationKeys = {
  login: ['login'] as const,
  signup: ['signup'] as const,
  logout: ['logout'] as const,
  forgotPassword: ['forgot-password'] as const,
  resetPassword: ['reset-password'] as const,
  changePassword: ['change-password'] as const,
  revokeSession: ['revoke-session'] as const,
  subscribe: ['subscribe'] as const,
  cancelSubscription: ['cancel-subscription'] as const,
  savePaymentMethod: ['save-payment-method'] as const,
  addMember: (organizationId: number) => ['add-member', organizationId] as const,
  removeMember: (organizationId: number) => ['remove-member', organizationId] as const,
  createInvitationCode: ['create-invitation-code'] as const,
  download: (item: string) => ['download', item] as const,
  sendFeedback: ['send-feedback'] as const,
};
