/**
 * This file was generated from openapi.yaml by `npm run api:generate`. Do not make direct changes to the file.
 * Every operation of the contract: its method, its path template and who may call it (from `security`).
 */
export const contractOperations = {
  login: { method: 'post', path: '/v1/user/auth', auth: 'none' },
  signup: { method: 'post', path: '/v1/user/create', auth: 'none' },
  logout: { method: 'post', path: '/v1/user/logout', auth: 'required' },
  forgotPassword: { method: 'post', path: '/v1/user/auth/forgot-password', auth: 'none' },
  verifyResetToken: { method: 'get', path: '/v1/user/auth/verify-reset-token/{token}', auth: 'none' },
  resetPassword: { method: 'post', path: '/v1/user/auth/reset-password', auth: 'none' },
  getSessions: { method: 'get', path: '/v1/user/auth/sessions', auth: 'required' },
  revokeSession: { method: 'post', path: '/v1/user/auth/sessions/revoke', auth: 'required' },
  changePassword: { method: 'post', path: '/v1/user/auth/change-password', auth: 'required' },
  getSubscriptions: { method: 'get', path: '/v1/subscription', auth: 'required' },
  subscribe: { method: 'post', path: '/v1/subscription', auth: 'required' },
  cancelSubscription: { method: 'delete', path: '/v1/subscription', auth: 'required' },
  getSubscriptionPreview: { method: 'get', path: '/v1/subscription/preview/{id}', auth: 'required' },
  getPlans: { method: 'get', path: '/v1/plans', auth: 'optional' },
  getPaymentMethod: { method: 'get', path: '/v1/billing/payment/method', auth: 'required' },
  savePaymentMethod: { method: 'post', path: '/v1/billing/payment/method', auth: 'required' },
  getBillingHistory: { method: 'get', path: '/v1/billing/history', auth: 'required' },
  getPluginDownload: { method: 'get', path: '/v1/downloads/plugin', auth: 'required' },
  getOculusAppDownload: { method: 'get', path: '/v1/downloads/oculus-app', auth: 'required' },
  getOrganizations: { method: 'get', path: '/v1/user/org', auth: 'required' },
  getMembers: { method: 'get', path: '/v1/org/{id}/member', auth: 'required' },
  addMember: { method: 'post', path: '/v1/org/{id}/member', auth: 'required' },
  removeMember: { method: 'delete', path: '/v1/org/{id}/member', auth: 'required' },
  getInvitationCode: { method: 'get', path: '/v1/user/invitation-code', auth: 'required' },
  createInvitationCode: { method: 'post', path: '/v1/user/invitation-code', auth: 'required' },
  getUsage: { method: 'get', path: '/v1/live/sessions', auth: 'required' },
  sendFeedback: { method: 'post', path: '/v1/feedback', auth: 'required' },
} as const;
