/**
 * Names for the generated contract types: one alias per entity of openapi.yaml, and the request and success
 * types of every operation, so feature code never spells `components['schemas'][...]`.
 */
import type { components, operations } from './generated/openapi.generated';
import { contractOperations } from './generated/operations.generated';

export type { components, operations, paths } from './generated/openapi.generated';
export { contractOperations };

type Schemas = components['schemas'];

/**
 * A contract enum as the client reads it: one of the known values, or a value a newer server added, kept as sent.
 * `string & {}` keeps the known values' autocompletion.
 */
export type Open<Known extends string> = Known | (string & {});

/** An entity as the client reads it: the named enum fields open to values a newer server adds (`Open`). */
type OpenFields<T, Keys extends keyof T> = { [Key in keyof T]: Key extends Keys ? Open<T[Key] & string> : T[Key] };

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

export type ErrorBody = Schemas['ErrorBody'];
export type MessageResponse = Schemas['MessageResponse'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type SignupRequest = Schemas['SignupRequest'];
export type SignupAccepted = Schemas['SignupAccepted'];
export type SignupResponse = Schemas['SignupResponse'];
export type ForgotPasswordRequest = Schemas['ForgotPasswordRequest'];
export type ResetTokenValid = Schemas['ResetTokenValid'];
export type ResetTokenInvalid = Schemas['ResetTokenInvalid'];
export type ResetTokenVerification = Schemas['ResetTokenVerification'];
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];
export type SessionLocation = Schemas['SessionLocation'];
export type Coordinates = Schemas['Coordinates'];
export type GeographicDetails = Schemas['GeographicDetails'];
export type GeographicInfo = Schemas['GeographicInfo'];
export type Session = Schemas['Session'];
export type RevokeSessionRequest = Schemas['RevokeSessionRequest'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type SubscriptionStatus = Schemas['SubscriptionStatus'];
/** As read: an unknown status is kept (a neutral badge with its raw label). */
export type Subscription = OpenFields<Schemas['Subscription'], 'status'>;
export type SubscriptionPreview = Schemas['SubscriptionPreview'];
export type SubscribeRequest = Schemas['SubscribeRequest'];
export type StreamingPriority = Schemas['StreamingPriority'];
export type TextureQuality = Schemas['TextureQuality'];
/** As read: an unknown priority or texture quality is shown as sent. */
export type PlanFeatures = OpenFields<Schemas['PlanFeatures'], 'streamingPriority' | 'textureQuality'>;
export type Plan = { [Key in keyof Schemas['Plan']]: Key extends 'features' ? PlanFeatures : Schemas['Plan'][Key] };
export type CardBrand = Schemas['CardBrand'];
/** As read: an unknown brand shows the generic logo with the brand's name. */
export type PaymentMethod = OpenFields<Schemas['PaymentMethod'], 'brand'>;
export type SavePaymentMethodRequest = Schemas['SavePaymentMethodRequest'];
export type BillingItemStatus = Schemas['BillingItemStatus'];
/** As read: an unknown status is red with its raw label (docs/product.md §4, "anything else"). */
export type BillingItem = OpenFields<Schemas['BillingItem'], 'status'>;
export type DownloadLink = Schemas['DownloadLink'];
export type Organization = Schemas['Organization'];
export type MemberRole = Schemas['MemberRole'];
/** As read: an unknown role is listed, without admin rights. */
export type Member = OpenFields<Schemas['Member'], 'role'>;
export type AddMemberRequest = Schemas['AddMemberRequest'];
export type RemoveMemberRequest = Schemas['RemoveMemberRequest'];
export type InvitationCode = Schemas['InvitationCode'];
export type UsageRecord = Schemas['UsageRecord'];
export type UsageResponse = Schemas['UsageResponse'];
export type FeedbackCategoryId = Schemas['FeedbackCategoryId'];
export type FeedbackRequest = Schemas['FeedbackRequest'];
/** The optional month range of `getUsage` (all four or none). */
export type UsageQuery = NonNullable<operations['getUsage']['parameters']['query']>;
