import type { OperationId } from '@holostream/api';
import type { SandboxContext } from '../runtime';
import type { SandboxStore } from '../store';

/** Answers one operation of the contract; `store` is the seeded world. */
export type OperationHandler = (c: SandboxContext, store: SandboxStore) => Response | Promise<Response>;

/** The handlers of a group of operations (the app checks that the groups cover the whole contract). */
export type OperationHandlers<Id extends OperationId> = { [K in Id]: OperationHandler };
