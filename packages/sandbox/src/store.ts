/**
 * The in-memory world of the sandbox: plain data (numbers are epoch milliseconds), so a snapshot is one
 * `JSON.stringify` and a reset is a new object. Routes read and change it; views.ts turns it into contract shapes.
 */
import type {
  BillingItemStatus,
  CardBrand,
  FeedbackCategoryId,
  MemberRole,
  Plan,
  SubscriptionStatus,
} from '@holostream/api';
import type { GeoRecord } from './geo';

export interface AccountRecord {
  id: number;
  username: string;
  email: string;
  /** See passwords.ts. */
  passwordHash: string;
  createdAt: number;
}

/** One login: the bearer token and what the server saw of the client. */
export interface SessionRecord {
  id: number;
  accountId: number;
  token: string;
  /** The User-Agent, or null when the client sent none. */
  name: string | null;
  ip: string;
  geo: GeoRecord | null;
  createdAt: number;
  lastUsedAt: number | null;
  expiresAt: number;
}

export interface ResetTokenRecord {
  token: string;
  accountId: number;
  expiresAt: number;
  used: boolean;
}

export interface SubscriptionRecord {
  subTierId: number;
  status: SubscriptionStatus;
  startDate: number;
  endDate: number | null;
}

export interface PaymentMethodRecord {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  createdAt: number;
  /** From the sandbox card id: `action` makes the next charge need an extra step (402). */
  scenario: 'ok' | 'action';
}

export interface BillingRecord {
  id: number;
  accountId: number;
  created: number;
  description: string;
  amount: number;
  currency: string;
  status: BillingItemStatus;
}

export interface OrganizationRecord {
  id: number;
  name: string;
  seats: number;
}

export interface MembershipRecord {
  id: number;
  organizationId: number;
  accountId: number;
  role: MemberRole;
  /** Shown instead of the username when set (only the hostile-strings scenario does). */
  displayName?: string;
}

export interface InvitationCodeRecord {
  code: string;
  accountId: number;
  expiresAt: number;
  used: boolean;
}

export interface UsageRecordEntry {
  accountId: number;
  year: number;
  month: number;
  totalTime: number;
}

export interface FeedbackRecord {
  id: number;
  accountId: number;
  categoryId: FeedbackCategoryId;
  title: string;
  body: string;
  createdAt: number;
}

/** A reset e-mail the sandbox "sent": written to the log and kept for tests (GET /__sandbox/outbox). */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  link: string;
  sentAt: number;
}

export interface SandboxStore {
  plans: Plan[];
  accounts: AccountRecord[];
  sessions: SessionRecord[];
  resetTokens: ResetTokenRecord[];
  /** By account id, most relevant first. */
  subscriptions: Record<number, SubscriptionRecord[]>;
  paymentMethods: Record<number, PaymentMethodRecord>;
  billing: BillingRecord[];
  organizations: OrganizationRecord[];
  memberships: MembershipRecord[];
  invitationCodes: InvitationCodeRecord[];
  usage: UsageRecordEntry[];
  feedback: FeedbackRecord[];
  outbox: OutboxMessage[];
  /**
   * The first answer to each idempotent request, by `<account id> <operationId> <Idempotency-Key>`: a
   * repeat gets it again and changes nothing.
   */
  idempotentAnswers: Record<string, { status: number; body: string }>;
  /** The records of resources that only their own route reads, by resource name (see `declareRecords`). */
  records: Record<string, unknown[]>;
  nextId: number;
}

export function emptyStore(): SandboxStore {
  return {
    plans: [],
    accounts: [],
    sessions: [],
    resetTokens: [],
    subscriptions: {},
    paymentMethods: {},
    billing: [],
    organizations: [],
    memberships: [],
    invitationCodes: [],
    usage: [],
    feedback: [],
    outbox: [],
    idempotentAnswers: {},
    records: {},
    nextId: 1,
  };
}

/** A fresh id, unique across the whole store. */
export function nextId(store: SandboxStore): number {
  const id = store.nextId;
  store.nextId += 1;
  return id;
}

/** The demo records of each resource declared by its route (`declareRecords`), by name. */
const declared = new Map<string, (world: SandboxStore, now: number) => unknown[]>();

/**
 * Declares, in its route file, the records of a resource only that route reads: they live in `store.records[name]`,
 * begun with `demo(world, now)` as the world is seeded, so a new resource needs no field here and no line in
 * seed.ts. Returns their accessor.
 */
export function declareRecords<T>(name: string, demo: (world: SandboxStore, now: number) => T[]) {
  declared.set(name, demo);
  return (store: SandboxStore): T[] => (store.records[name] ??= []) as T[];
}

/** Begins every declared resource's records, once the demo world stands (seed.ts). */
export function beginDeclaredRecords(world: SandboxStore, now: number): void {
  for (const [name, demo] of declared) world.records[name] = demo(world, now);
}
