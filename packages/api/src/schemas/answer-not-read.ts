import type { OperationId } from '../contract';

/**
 * Writes whose answer no screen reads (docs/product.md §7: "response is not shown", "outcome ignored"): any 2xx is
 * done, whatever its body (`{}`, text, none, 201, 204). `done` awaits these; `read` awaits the others.
 */
const NOT_READ = [
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
] as const satisfies readonly OperationId[];

/** An operation whose answer no screen reads. */
export type NotReadOperationId = (typeof NOT_READ)[number];
/** An operation whose answer a screen reads (through its reader in responses.ts). */
export type ReadOperationId = Exclude<OperationId, NotReadOperationId>;

const notRead: ReadonlySet<OperationId> = new Set(NOT_READ);

/** Whether a screen reads the operation's answer (else any 2xx is done). */
export const isAnswerRead = (operationId: OperationId): operationId is ReadOperationId => !notRead.has(operationId);
