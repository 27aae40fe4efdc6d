/**
 * The contract's types: every schema of openapi.yaml under its own name (generated), the entities a newer server
 * may extend opened to values it adds (`Open`), and the request and success types of every operation, so feature
 * code never spells `components['schemas'][...]`.
 */
/* eslint-disable import-x/export -- The opened entities (Subscription, Plan, …) take the place of the generated
   ones of the same name: a module's own export wins over `export *`, which this rule reads as a clash. */
import type { components, operations } from './generated/openapi.generated';
import { contractFields, contractOperations } from './generated/operations.generated';

export type * from './generated/openapi.generated';
export { contractFields, contractOperations };

type Schemas = components['schemas'];

/**
 * A contract enum as the client reads it: one of the known values, or a value a newer server added, kept as sent.
 * `string & {}` keeps the known values' autocompletion.
 */
export type Open<Known extends string> = Known | (string & {});

/**
 * The enum fields a newer server may extend, an unknown value read as sent: every enum field of the contract but the
 * token's `type`, which a client must understand to use the token.
 */
export type OpenEnumField = Exclude<keyof typeof contractFields.enums, 'type'>;
type OpenKey = OpenEnumField;

/** An answer as the client reads it: its open enum fields (`OpenKey`), at any depth, opened (`Open`). */
export type Opened<T> = T extends readonly (infer Item)[]
  ? Opened<Item>[]
  : T extends object
    ? { [Key in keyof T]: Key extends OpenKey ? Open<T[Key] & string> : Opened<T[Key]> }
    : T;

/** The id of an operation of the contract (its `operationId`), e.g. `'getPlans'`. */
export type OperationId = keyof operations & keyof typeof contractOperations;

/** Who may call an operation: no token, a token when there is one, or a token required. */
export type OperationAuth = (typeof contractOperations)[OperationId]['auth'];

type SuccessStatus = 200 | 201 | 202 | 203 | 204;
type JsonContent<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : undefined;
type Responses<Op extends OperationId> = operations[Op]['responses'];

/** The JSON body of an operation's 2xx answer. */
export type SuccessBody<Op extends OperationId> = JsonContent<
  Responses<Op>[Extract<keyof Responses<Op>, SuccessStatus>]
>;

/** The JSON request body of an operation (`never` when it takes none). */
export type RequestBody<Op extends OperationId> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** As read: an unknown status is kept (a neutral badge with its raw label). */
export type Subscription = Opened<Schemas['Subscription']>;
/** As read: an unknown priority or texture quality is shown as sent. */
export type PlanFeatures = Opened<Schemas['PlanFeatures']>;
export type Plan = Opened<Schemas['Plan']>;
/** As read: an unknown brand shows the generic logo with the brand's name. */
export type PaymentMethod = Opened<Schemas['PaymentMethod']>;
/** As read: an unknown status is red with its raw label (docs/product.md §4, "anything else"). */
export type BillingItem = Opened<Schemas['BillingItem']>;
/** As read: an unknown role is listed, without admin rights. */
export type Member = Opened<Schemas['Member']>;
/** The optional month range of `getUsage` (all four or none). */
export type UsageQuery = NonNullable<operations['getUsage']['parameters']['query']>;
