/**
 * Runtime schemas of the contract's answers, written as a tolerant reader: they read what the screens need and
 * let the rest pass.
 * - Unknown fields are accepted (and dropped from the value read), so additive server changes never fail a screen.
 * - A missing or unusable optional field gets its default (null): a session without `timezone`, `lastUsedAt`,
 *   `geographicInfo` or coordinates simply has none.
 * - An unknown enum value is kept as sent (`Open`); a known one in another case is recognised (`Visa` → `visa`).
 * - Obvious representations are normalised: numbers sent as numeric strings, currency in any case, `eu` as
 *   `1`/`"1"`/`true`, instants as ISO dates or epoch seconds (or milliseconds) whichever the field holds.
 * - One unusable item of a list is skipped (and reported by the client, see `readAnswer`); the rest is read.
 *
 * Each operation's reader is checked at compile time against the generated types: what it reads is exactly the
 * contract's answer with its enums opened (`Equal`), so a change to openapi.yaml not mirrored here fails `tsc`.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import type { Open, OperationId, Opened, SuccessBody } from '../contract';
import {
  BILLING_ITEM_STATUSES,
  CARD_BRANDS,
  MEMBER_ROLES,
  STREAMING_PRIORITIES,
  SUBSCRIPTION_STATUSES,
  TEXTURE_QUALITIES,
} from '../enums';
import type { Equal, Expect } from '../lib/type-equal';

/** `^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$`: the invitation-code format XXXX-XXXX-XXXX-XXXX. */
export const INVITATION_CODE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

const englishIssues = en().localeError;

const invalid = (ctx: { issues: unknown[] }, input: unknown, message: string) => {
  (ctx.issues as z.core.$ZodRawIssue[]).push({ code: 'custom', message, input });
  return z.NEVER;
};

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** A number, or a numeric string (`"2900"`), then checked by `schema`. */
function numeric<Out extends number>(schema: z.ZodMiniType<Out, number>) {
  return z.pipe(z.union([z.number(), z.pipe(z.string().check(z.regex(NUMERIC)), z.transform(Number))]), schema);
}

const count = numeric(z.int().check(z.gte(0)));
const id = numeric(z.int().check(z.gte(1)));
const month = numeric(z.int().check(z.gte(1), z.lte(12)));
const year = numeric(z.int().check(z.gte(2020), z.lte(9999)));

/** A boolean, also sent as 1/0 or "true"/"false"/"1"/"0". */
const flag = z.pipe(
  z.union([z.boolean(), z.literal([0, 1, '0', '1', 'true', 'false'])]),
  z.transform((value): boolean => value === true || value === 1 || value === '1' || value === 'true'),
);

/** Milliseconds since the epoch of an ISO date (with or without a zone: none means UTC) or of epoch seconds/ms. */
function instantMs(value: string | number): number | undefined {
  if (typeof value === 'number' || NUMERIC.test(value)) {
    const n = Number(value);
    // Below 10^11 it is seconds (until the year 5138); above, milliseconds.
    return Number.isFinite(n) && n >= 0 ? (Math.abs(n) < 1e11 ? n * 1000 : n) : undefined;
  }
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
  const iso = text.replace(' ', 'T');
  const zoned = /T.*(Z|[+-]\d{2}:?\d{2})$/i.test(iso) || !iso.includes('T') ? iso : `${iso}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? undefined : ms;
}

const ISO_WITH_OFFSET = z.iso.datetime({ offset: true });

/** An instant as an ISO date: kept as sent when it is one, else converted (no zone means UTC; a number is epoch). */
const dateTime = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value, ctx): string => {
    if (typeof value === 'string' && z.safeParse(ISO_WITH_OFFSET, value).success) return value;
    const ms = instantMs(value);
    return ms === undefined ? invalid(ctx, value, 'Invalid date') : new Date(ms).toISOString();
  }),
);

/** An instant in epoch seconds (the contract's form), also read from milliseconds or an ISO date. */
const epochSeconds = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value, ctx): number => {
    const ms = instantMs(value);
    return ms === undefined ? invalid(ctx, value, 'Invalid instant') : Math.floor(ms / 1000);
  }),
);

/** Absent, null or unusable: null (the screen leaves that line out). */
function orNull<Schema extends z.ZodMiniType>(schema: Schema) {
  return z.catch(z.nullable(schema), null);
}

/** A known value of the enum (matched in any case), or the value as sent. */
function openEnum<const Known extends string>(known: readonly Known[]) {
  const byLowerCase = new Map(known.map((value) => [value.toLowerCase(), value]));
  return z.pipe(
    z.string().check(z.trim(), z.minLength(1)),
    z.transform((value): Open<Known> => byLowerCase.get(value.toLowerCase()) ?? value),
  );
}

/** The one lower-case word the contract allows, also sent in another case or with spaces around it. */
function caseless<const Word extends string>(word: Word) {
  return z.pipe(
    z.string(),
    z.transform((value, ctx): Word =>
      value.trim().toLowerCase() === word ? word : invalid(ctx, value, `Expected "${word}"`),
    ),
  );
}

/** Items that could not be read while reading one answer (see `readAnswer`). */
let skippedItems: SkippedItem[] | undefined;

/** An item of a list that was skipped because it could not be read. */
export interface SkippedItem {
  /** Its index in the list as sent. */
  index: number;
  /** Why, in English, for developers. */
  issues: readonly z.core.$ZodIssue[];
}

/** A list whose unusable items are skipped (and noted for the report); the rest is read. */
function listOf<Item extends z.ZodMiniType>(item: Item) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((items) =>
      items.flatMap((raw, index): z.output<Item>[] => {
        const read = z.safeParse(item, raw, { error: englishIssues });
        if (read.success) return [read.data];
        skippedItems?.push({ index, issues: read.error.issues });
        return [];
      }),
    ),
  );
}

export const loginResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  type: caseless('bearer'),
  username: z.string(),
  abilities: z.catch(z.array(z.string()), []),
  lastUsedAt: orNull(dateTime),
  expiresAt: orNull(dateTime),
});

export const signupAcceptedSchema = z.object({ message: z.catch(z.string(), '') });

/** With a token, a login; anything else of a 2xx (`{}`, text, nothing) means "created, sign in next". */
export const signupResponseSchema = z.union([
  loginResponseSchema,
  z.pipe(
    z.unknown(),
    z.transform((value) => z.parse(signupAcceptedSchema, typeof value === 'object' && value !== null ? value : {})),
  ),
]);

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
  city: orNull(z.string()),
  region: orNull(z.string()),
  country: orNull(z.string()),
});

const latitude = numeric(z.number().check(z.gte(-90), z.lte(90)));
const longitude = numeric(z.number().check(z.gte(-180), z.lte(180)));

export const coordinatesSchema = z.object({ latitude, longitude });

export const geographicDetailsSchema = z.object({
  timezone: orNull(z.string()),
  eu: z.pipe(
    flag,
    z.transform((member): 0 | 1 => (member ? 1 : 0)),
  ),
  // [latitude, longitude]; the contract types it as number[] (written without prefixItems for common tools).
  // An unusable pair is none: the screen reads it without assuming its length.
  ll: z.catch(
    z.pipe(
      z.tuple([latitude, longitude]),
      z.transform((pair): number[] => [...pair]),
    ),
    [],
  ),
  area: z.catch(z.optional(numeric(z.number().check(z.gte(0)))), undefined),
});

export const geographicInfoSchema = z.object({ details: geographicDetailsSchema });

export const sessionSchema = z.object({
  id,
  name: orNull(z.string()),
  currentSession: z.catch(flag, false),
  details: z.catch(sessionLocationSchema, { city: null, region: null, country: null }),
  coordinates: orNull(coordinatesSchema),
  ip: z.catch(z.string(), ''),
  geographicInfo: orNull(geographicInfoSchema),
  lastUsedAt: orNull(dateTime),
  createdAt: dateTime,
});

export const subscriptionSchema = z.object({
  subTierId: id,
  status: openEnum(SUBSCRIPTION_STATUSES),
  startDate: dateTime,
  endDate: orNull(dateTime),
});

export const subscriptionPreviewSchema = z.object({
  total: count,
  daysRemaining: count,
  nextBillingDate: epochSeconds,
});

export const planFeaturesSchema = z.object({
  maxTeamSize: z.union([count, caseless('unlimited')]),
  monthlyUsageLimit: count,
  streamingPriority: openEnum(STREAMING_PRIORITIES),
  textureQuality: openEnum(TEXTURE_QUALITIES),
  audienceLimit: count,
  privateStreams: flag,
  exclusiveVpc: z.catch(z.optional(flag), undefined),
});

export const planSchema = z.object({
  id,
  name: z.string(),
  price: count,
  description: z.catch(z.string(), ''),
  features: planFeaturesSchema,
});

export const paymentMethodSchema = z.object({
  brand: openEnum(CARD_BRANDS),
  // Four digits, also sent as a number (42 → "0042").
  last4Digits: z.pipe(
    z.union([z.string(), z.int().check(z.gte(0), z.lte(9999))]),
    z.transform((value, ctx): string => {
      const digits = typeof value === 'number' ? String(value).padStart(4, '0') : value.trim();
      return /^[0-9]{4}$/.test(digits) ? digits : invalid(ctx, value, 'Expected four digits');
    }),
  ),
  expMonth: month,
  expYear: numeric(z.int().check(z.gte(2000), z.lte(9999))),
  createdAt: epochSeconds,
});

export const billingItemSchema = z.object({
  created: epochSeconds,
  description: z.catch(z.string(), ''),
  amount: numeric(z.int()),
  currency: z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.string().check(z.regex(/^[a-z]{3}$/))),
  status: openEnum(BILLING_ITEM_STATUSES),
  invoiceUrl: orNull(z.url()),
});

export const downloadLinkSchema = z.object({ downloadUrl: z.url() });

export const organizationSchema = z.object({ id, name: z.string(), seats: count });

export const memberSchema = z.object({
  id,
  name: z.string(),
  role: openEnum(MEMBER_ROLES),
  isCurrentUser: z.catch(flag, false),
});

export const invitationCodeSchema = z.object({
  code: z.pipe(z.string().check(z.trim(), z.toUpperCase()), z.string().check(z.regex(INVITATION_CODE_PATTERN))),
  expiresAt: dateTime,
});

export const usageRecordSchema = z.object({ month, year, totalTime: count });

export const usageResponseSchema = z.object({ data: listOf(usageRecordSchema) });

/**
 * The reader of every operation whose answer a screen reads, keyed by operationId. A write without one is done on
 * any 2xx, whatever its body (docs/product.md §7: "response is not shown", "outcome ignored"): `done` awaits it and
 * tsc refuses `read`.
 */
export const responseSchemas = {
  login: loginResponseSchema,
  signup: signupResponseSchema,
  verifyResetToken: resetTokenVerificationSchema,
  getSessions: listOf(sessionSchema),
  getSubscriptions: listOf(subscriptionSchema),
  getSubscriptionPreview: subscriptionPreviewSchema,
  getPlans: listOf(planSchema),
  getPaymentMethod: paymentMethodSchema,
  getBillingHistory: listOf(billingItemSchema),
  getPluginDownload: downloadLinkSchema,
  getOculusAppDownload: downloadLinkSchema,
  getOrganizations: listOf(organizationSchema),
  getMembers: listOf(memberSchema),
  getInvitationCode: invitationCodeSchema,
  createInvitationCode: invitationCodeSchema,
  getUsage: usageResponseSchema,
} satisfies Partial<Record<OperationId, z.ZodMiniType>>;

/** An operation whose answer a screen reads (it has a reader above). */
export type ReadOperationId = keyof typeof responseSchemas;

/** Whether a screen reads the operation's answer (else any 2xx is done). */
export const isAnswerRead = (operationId: OperationId): operationId is ReadOperationId =>
  Object.hasOwn(responseSchemas, operationId);

/** What the client reads from an operation's 2xx answer: the contract's body with its enums opened. */
export type Answer<Op extends ReadOperationId> = z.output<(typeof responseSchemas)[Op]>;

/** The result of reading one answer: the value (or why not), and the list items that were skipped. */
export type ReadResult<Op extends ReadOperationId> =
  | { success: true; data: Answer<Op>; skipped: SkippedItem[] }
  | { success: false; issues: readonly z.core.$ZodIssue[]; skipped: SkippedItem[] };

/** The first issues of a failed read, as one line: `[0].price: Invalid input: expected number, received string`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, 3).map((issue) => `${z.core.toDotPath(issue.path) || '(root)'}: ${issue.message}`);
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : '';
  return `${shown.join('; ')}${more}`;
}

/** Reads an operation's 2xx body with its schema, collecting the list items that had to be skipped. */
export function readAnswer<Op extends ReadOperationId>(operationId: Op, value: unknown): ReadResult<Op> {
  const skipped: SkippedItem[] = [];
  const outer = skippedItems;
  skippedItems = skipped;
  try {
    const schema: z.ZodMiniType = responseSchemas[operationId];
    const read = z.safeParse(schema, value, { error: englishIssues });
    return read.success
      ? { success: true, data: read.data as Answer<Op>, skipped }
      : { success: false, issues: read.error.issues, skipped };
  } finally {
    skippedItems = outer;
  }
}

/** What every operation's reader gives is exactly its contract answer with the open enums opened, both ways. */
type _ReadersMatchContract = Expect<
  Equal<{ [Op in ReadOperationId]: Answer<Op> }, { [Op in ReadOperationId]: Opened<SuccessBody<Op>> }>
>;
