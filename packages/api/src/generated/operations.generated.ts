/**
 * This file was generated from openapi.yaml by `npm run api:generate`. Do not make direct changes to the file.
 * Every operation of the contract: its method, its path template, who may call it (from `security`) and its
 * success status.
 */
export const contractOperations = {
  login: { method: 'post', path: '/v1/user/auth', auth: 'none', success: 200 },
  signup: { method: 'post', path: '/v1/user/create', auth: 'none', success: 201 },
  logout: { method: 'post', path: '/v1/user/logout', auth: 'required', success: 200 },
  forgotPassword: { method: 'post', path: '/v1/user/auth/forgot-password', auth: 'none', success: 200 },
  verifyResetToken: { method: 'get', path: '/v1/user/auth/verify-reset-token/{token}', auth: 'none', success: 200 },
  resetPassword: { method: 'post', path: '/v1/user/auth/reset-password', auth: 'none', success: 200 },
  getSessions: { method: 'get', path: '/v1/user/auth/sessions', auth: 'required', success: 200 },
  revokeSession: { method: 'post', path: '/v1/user/auth/sessions/revoke', auth: 'required', success: 200 },
  changePassword: { method: 'post', path: '/v1/user/auth/change-password', auth: 'required', success: 200 },
  getSubscriptions: { method: 'get', path: '/v1/subscription', auth: 'required', success: 200 },
  subscribe: { method: 'post', path: '/v1/subscription', auth: 'required', success: 200 },
  cancelSubscription: { method: 'delete', path: '/v1/subscription', auth: 'required', success: 200 },
  getSubscriptionPreview: { method: 'get', path: '/v1/subscription/preview/{id}', auth: 'required', success: 200 },
  getPlans: { method: 'get', path: '/v1/plans', auth: 'optional', success: 200 },
  getPaymentMethod: { method: 'get', path: '/v1/billing/payment/method', auth: 'required', success: 200 },
  savePaymentMethod: { method: 'post', path: '/v1/billing/payment/method', auth: 'required', success: 200 },
  getBillingHistory: { method: 'get', path: '/v1/billing/history', auth: 'required', success: 200 },
  getPluginDownload: { method: 'get', path: '/v1/downloads/plugin', auth: 'required', success: 200 },
  getOculusAppDownload: { method: 'get', path: '/v1/downloads/oculus-app', auth: 'required', success: 200 },
  getOrganizations: { method: 'get', path: '/v1/user/org', auth: 'required', success: 200 },
  getMembers: { method: 'get', path: '/v1/org/{id}/member', auth: 'required', success: 200 },
  addMember: { method: 'post', path: '/v1/org/{id}/member', auth: 'required', success: 200 },
  removeMember: { method: 'delete', path: '/v1/org/{id}/member', auth: 'required', success: 200 },
  getInvitationCode: { method: 'get', path: '/v1/user/invitation-code', auth: 'required', success: 200 },
  createInvitationCode: { method: 'post', path: '/v1/user/invitation-code', auth: 'required', success: 201 },
  getUsage: { method: 'get', path: '/v1/live/sessions', auth: 'required', success: 200 },
  sendFeedback: { method: 'post', path: '/v1/feedback', auth: 'required', success: 200 },
} as const;

/**
 * The fields of the contract's schemas, by name: those holding epoch seconds, those a server may leave out or send as
 * null wherever they appear, and the enum fields with their values.
 */
export const contractFields = {
  epochSeconds: ['created', 'createdAt', 'nextBillingDate'],
  optional: [
    'area',
    'city',
    'clientSecret',
    'coordinates',
    'country',
    'endDate',
    'errors',
    'exclusiveVpc',
    'geographicInfo',
    'invoiceUrl',
    'lastUsedAt',
    'region',
    'timezone',
  ],
  enums: {
    brand: [
      'amex',
      'cartes_bancaires',
      'diners',
      'discover',
      'eftpos_au',
      'interac',
      'jcb',
      'link',
      'mastercard',
      'unionpay',
      'unknown',
      'visa',
    ],
    role: ['admin', 'member'],
    status: [
      'ACTIVE',
      'CANCELLED',
      'CREATED',
      'PAYMENT_FAILED',
      'REMOVED',
      'SCHEDULED_CANCEL',
      'canceled',
      'processing',
      'requires_action',
      'requires_capture',
      'requires_confirmation',
      'requires_payment_method',
      'succeeded',
    ],
    streamingPriority: ['High', 'Highest', 'Low', 'Standard'],
    textureQuality: ['2K', '4K', '8K', 'Basic', 'Full HD', 'HD', 'High', 'Highest', 'SD', 'Standard'],
    type: ['bearer'],
  },
} as const;
