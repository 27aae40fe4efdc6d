import type { OperationId } from '../contract';

/**
 * Writes whose answer no screen reads (docs/product.md §7: "response is not shown", "outcome ignored"): any 2xx is
 * done, whatever its body (`{}`, text, none, 201, 204).
 */
export const ANSWER_NOT_READ: ReadonlySet<OperationId> = new Set<OperationId>([
  'logout',
  'forgotPassword',
  'resetPassword',
  'revokeSession',
  'changePassword',
  'subscribe',
  'cancelSubscription',
  'savePaymentMethod',
  'addMember',
  'removeMember',
  'sendFeedback',
]);
