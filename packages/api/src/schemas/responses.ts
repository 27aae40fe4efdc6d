/**
 * Runtime schemas of the contract's answers. The client parses every 2xx body with the schema of its operation, so a
 * server that breaks the contract gives one clear `ApiError` (kind 'contract') instead of a crash deep in the UI.
 *
 * Each schema is checked at compile time against the generated types, both ways (`Equal`): a change to openapi.yaml
 * that is not mirrored here fails `tsc`. Unknown extra keys are stripped, so additive server changes stay compatible.
 */
import * as z from 'zod/mini';
import type { OperationId, SuccessBody, components } from '../contract';
import {
  BILLING_ITEM_STATUSES,
  CARD_BRANDS,
  MEMBER_ROLES,
  STREAMING_PRIORITIES,
  SUBSCRIPTION_STATUSES,
  TEXTURE_QUALITIES,
} from '../enums';
import type { Equal, Expect } from '../lib/type-equal';

type Schemas = components['schemas'];

/** `^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$`: the invitation-code format XXXX-XXXX-XXXX-XXXX. */
export const INVITATION_CODE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

const dateTime = z.iso.datetime({ offset: true });
const epochSeconds = z.int().check(z.gte(0));
const month = z.int().check(z.gte(1), z.lte(12));
const year = z.int().check(z.gte(2020), z.lte(9999));
const count = z.int().check(z.gte(0));
const id = z.int().check(z.gte(1));

export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.array(z.string()).check(z.minLength(1))),
});

export const messageResponseSchema = z.object({ message: z.string() });

export const loginResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  type: z.literal('bearer'),
  username: z.string(),
  abilities: z.array(z.string()),
  lastUsedAt: z.nullable(dateTime),
  expiresAt: z.nullable(dateTime),
});

export const signupAcceptedSchema = z.object({ message: z.string() });

export const signupResponseSchema = z.union([loginResponseSchema, signupAcceptedSchema]);

export const resetTokenValidSchema = z.object({
  valid: z.literal(true),
  email: z.email(),
  message: z.optional(z.string()),
});

export const resetTokenInvalidSchema = z.object({
  valid: z.literal(false),
  message: z.string(),
});

export const resetTokenVerificationSchema = z.discriminatedUnion('valid', [
  resetTokenValidSchema,
  resetTokenInvalidSchema,
]);

export const sessionLocationSchema = z.object({
  city: z.nullable(z.string()),
  region: z.nullable(z.string()),
  country: z.nullable(z.string()),
});

const latitude = z.number().check(z.gte(-90), z.lte(90));
const longitude = z.number().check(z.gte(-180), z.lte(180));

export const coordinatesSchema = z.object({ latitude, longitude });

export const geographicDetailsSchema = z.object({
  timezone: z.nullable(z.string()),
  eu: z.literal([0, 1]),
  // [latitude, longitude]; the contract types it as number[] (written without prefixItems for common tools).
  ll: z.pipe(
    z.tuple([latitude, longitude]),
    z.transform((pair): number[] => [...pair]),
  ),
  area: z.optional(z.number().check(z.gte(0))),
});

export const geographicInfoSchema = z.object({ details: geographicDetailsSchema });

export const sessionSchema = z.object({
  id,
  name: z.nullable(z.string()),
  currentSession: z.boolean(),
  details: sessionLocationSchema,
  coordinates: z.nullable(coordinatesSchema),
  ip: z.string(),
  geographicInfo: z.nullable(geographicInfoSchema),
  lastUsedAt: z.nullable(dateTime),
  createdAt: dateTime,
});

export const subscriptionSchema = z.object({
  subTierId: id,
  status: z.enum(SUBSCRIPTION_STATUSES),
  startDate: dateTime,
  endDate: z.nullable(dateTime),
});

export const subscriptionPreviewSchema = z.object({
  total: count,
  daysRemaining: count,
  nextBillingDate: epochSeconds,
});

export const planFeaturesSchema = z.object({
  maxTeamSize: z.union([count, z.literal('unlimited')]),
  monthlyUsageLimit: count,
  streamingPriority: z.enum(STREAMING_PRIORITIES),
  textureQuality: z.enum(TEXTURE_QUALITIES),
  audienceLimit: count,
  privateStreams: z.boolean(),
  exclusiveVpc: z.optional(z.boolean()),
});

export const planSchema = z.object({
  id,
  name: z.string(),
  price: count,
  description: z.string(),
  features: planFeaturesSchema,
});

export const paymentMethodSchema = z.object({
  brand: z.enum(CARD_BRANDS),
  last4Digits: z.string().check(z.regex(/^[0-9]{4}$/)),
  expMonth: month,
  expYear: z.int().check(z.gte(2000), z.lte(9999)),
  createdAt: epochSeconds,
});

export const billingItemSchema = z.object({
  created: epochSeconds,
  description: z.string(),
  amount: z.int(),
  currency: z.string().check(z.regex(/^[a-z]{3}$/)),
  status: z.enum(BILLING_ITEM_STATUSES),
  invoiceUrl: z.nullable(z.url()),
});

export const downloadLinkSchema = z.object({ downloadUrl: z.url() });

export const organizationSchema = z.object({ id, name: z.string(), seats: count });

export const memberSchema = z.object({
  id,
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
  isCurrentUser: z.boolean(),
});

export const invitationCodeSchema = z.object({
  code: z.string().check(z.regex(INVITATION_CODE_PATTERN)),
  expiresAt: dateTime,
});

export const usageRecordSchema = z.object({ month, year, totalTime: count });

export const usageResponseSchema = z.object({ data: z.array(usageRecordSchema) });

/** The schema of every operation's 2xx body, keyed by operationId. */
export const responseSchemas = {
  login: loginResponseSchema,
  signup: signupResponseSchema,
  logout: messageResponseSchema,
  forgotPassword: messageResponseSchema,
  verifyResetToken: resetTokenVerificationSchema,
  resetPassword: messageResponseSchema,
  getSessions: z.array(sessionSchema),
  revokeSession: messageResponseSchema,
  changePassword: messageResponseSchema,
  getSubscriptions: z.array(subscriptionSchema),
  subscribe: messageResponseSchema,
  cancelSubscription: messageResponseSchema,
  getSubscriptionPreview: subscriptionPreviewSchema,
  getPlans: z.array(planSchema),
  getPaymentMethod: paymentMethodSchema,
  savePaymentMethod: messageResponseSchema,
  getBillingHistory: z.array(billingItemSchema),
  getPluginDownload: downloadLinkSchema,
  getOculusAppDownload: downloadLinkSchema,
  getOrganizations: z.array(organizationSchema),
  getMembers: z.array(memberSchema),
  addMember: messageResponseSchema,
  removeMember: messageResponseSchema,
  getInvitationCode: invitationCodeSchema,
  createInvitationCode: invitationCodeSchema,
  getUsage: usageResponseSchema,
  sendFeedback: messageResponseSchema,
} satisfies { [Op in OperationId]: z.ZodMiniType<SuccessBody<Op>> };

type Out<Schema extends z.ZodMiniType> = z.output<Schema>;

type _EntitySchemasMatchContract = [
  Expect<Equal<Out<typeof errorBodySchema>, Schemas['ErrorBody']>>,
  Expect<Equal<Out<typeof messageResponseSchema>, Schemas['MessageResponse']>>,
  Expect<Equal<Out<typeof loginResponseSchema>, Schemas['LoginResponse']>>,
  Expect<Equal<Out<typeof signupAcceptedSchema>, Schemas['SignupAccepted']>>,
  Expect<Equal<Out<typeof signupResponseSchema>, Schemas['SignupResponse']>>,
  Expect<Equal<Out<typeof resetTokenValidSchema>, Schemas['ResetTokenValid']>>,
  Expect<Equal<Out<typeof resetTokenInvalidSchema>, Schemas['ResetTokenInvalid']>>,
  Expect<Equal<Out<typeof resetTokenVerificationSchema>, Schemas['ResetTokenVerification']>>,
  Expect<Equal<Out<typeof sessionLocationSchema>, Schemas['SessionLocation']>>,
  Expect<Equal<Out<typeof coordinatesSchema>, Schemas['Coordinates']>>,
  Expect<Equal<Out<typeof geographicDetailsSchema>, Schemas['GeographicDetails']>>,
  Expect<Equal<Out<typeof geographicInfoSchema>, Schemas['GeographicInfo']>>,
  Expect<Equal<Out<typeof sessionSchema>, Schemas['Session']>>,
  Expect<Equal<Out<typeof subscriptionSchema>, Schemas['Subscription']>>,
  Expect<Equal<Out<typeof subscriptionPreviewSchema>, Schemas['SubscriptionPreview']>>,
  Expect<Equal<Out<typeof planFeaturesSchema>, Schemas['PlanFeatures']>>,
  Expect<Equal<Out<typeof planSchema>, Schemas['Plan']>>,
  Expect<Equal<Out<typeof paymentMethodSchema>, Schemas['PaymentMethod']>>,
  Expect<Equal<Out<typeof billingItemSchema>, Schemas['BillingItem']>>,
  Expect<Equal<Out<typeof downloadLinkSchema>, Schemas['DownloadLink']>>,
  Expect<Equal<Out<typeof organizationSchema>, Schemas['Organization']>>,
  Expect<Equal<Out<typeof memberSchema>, Schemas['Member']>>,
  Expect<Equal<Out<typeof invitationCodeSchema>, Schemas['InvitationCode']>>,
  Expect<Equal<Out<typeof usageRecordSchema>, Schemas['UsageRecord']>>,
  Expect<Equal<Out<typeof usageResponseSchema>, Schemas['UsageResponse']>>,
];

/** Every operation's schema produces exactly its generated success type (not only something assignable to it). */
type _OperationSchemasMatchContract = Expect<
  Equal<{ [Op in OperationId]: Out<(typeof responseSchemas)[Op]> }, { [Op in OperationId]: SuccessBody<Op> }>
>;
