/** The store's records in the shapes of the contract (typed with the generated types). */
import type {
  BillingItem,
  InvitationCode,
  Member,
  Organization,
  PaymentMethod,
  Session,
  Subscription,
  UsageRecord,
} from '@holostream/api';
import { PLAN_IDS } from './seed';
import type {
  AccountRecord,
  BillingRecord,
  InvitationCodeRecord,
  MembershipRecord,
  OrganizationRecord,
  PaymentMethodRecord,
  SandboxStore,
  SessionRecord,
  SubscriptionRecord,
  UsageRecordEntry,
} from './store';
import { epochSeconds, iso } from './time';

export function viewSubscription(record: SubscriptionRecord): Subscription {
  return {
    subTierId: record.subTierId,
    status: record.status,
    startDate: iso(record.startDate),
    endDate: record.endDate === null ? null : iso(record.endDate),
  };
}

/**
 * The subscriptions as they stand at `now`: a cancellation scheduled for a date that has passed has taken effect
 * (the user is back on the free plan). Computed on read, so reading never changes the store.
 */
export function effectiveSubscriptions(store: SandboxStore, accountId: number, now: number): SubscriptionRecord[] {
  const list = store.subscriptions[accountId] ?? [];
  const [first, ...rest] = list;
  if (first?.status === 'SCHEDULED_CANCEL' && first.endDate !== null && first.endDate <= now) {
    return [
      { subTierId: PLAN_IDS.free, status: 'ACTIVE', startDate: first.endDate, endDate: null },
      { ...first, status: 'CANCELLED' },
      ...rest,
    ];
  }
  return list.map((record) => ({ ...record }));
}

export function viewPaymentMethod(record: PaymentMethodRecord): PaymentMethod {
  return {
    brand: record.brand,
    last4Digits: record.last4,
    expMonth: record.expMonth,
    expYear: record.expYear,
    createdAt: epochSeconds(record.createdAt),
  };
}

/** Invoices are served by the sandbox itself, on the origin the request came to. */
export function viewBillingItem(record: BillingRecord, origin: string): BillingItem {
  return {
    created: epochSeconds(record.created),
    description: record.description,
    amount: record.amount,
    currency: record.currency,
    status: record.status,
    invoiceUrl: record.status === 'canceled' ? null : `${origin}/__sandbox/invoices/${record.id}`,
  };
}

export function viewOrganization(record: OrganizationRecord): Organization {
  return { id: record.id, name: record.name, seats: record.seats };
}

export function viewMember(record: MembershipRecord, account: AccountRecord | undefined, callerId: number): Member {
  return {
    id: record.id,
    name: account?.username ?? 'deleted',
    role: record.role,
    isCurrentUser: record.accountId === callerId,
  };
}

export function viewInvitationCode(record: InvitationCodeRecord): InvitationCode {
  return { code: record.code, expiresAt: iso(record.expiresAt) };
}

export function viewUsage(record: UsageRecordEntry): UsageRecord {
  return { month: record.month, year: record.year, totalTime: record.totalTime };
}

export function viewSession(record: SessionRecord, currentSessionId: number | undefined): Session {
  const geo = record.geo;
  return {
    id: record.id,
    name: record.name,
    currentSession: record.id === currentSessionId,
    details: { city: geo?.city ?? null, region: geo?.region ?? null, country: geo?.country ?? null },
    coordinates: geo ? { latitude: geo.latitude, longitude: geo.longitude } : null,
    ip: record.ip,
    geographicInfo: geo
      ? {
          details: {
            timezone: geo.timezone,
            eu: geo.eu,
            ll: [geo.latitude, geo.longitude],
            ...(geo.area === undefined ? {} : { area: geo.area }),
          },
        }
      : null,
    lastUsedAt: record.lastUsedAt === null ? null : iso(record.lastUsedAt),
    createdAt: iso(record.createdAt),
  };
}

/** The live sessions of an account, the current one first, then the most recently used. */
export function activeSessions(store: SandboxStore, accountId: number, now: number): SessionRecord[] {
  return store.sessions.filter((session) => session.accountId === accountId && session.expiresAt > now);
}

export function sortSessions(sessions: SessionRecord[], currentSessionId: number | undefined): SessionRecord[] {
  const lastSeen = (session: SessionRecord) => session.lastUsedAt ?? session.createdAt;
  return [...sessions].sort((a, b) => {
    if (a.id === currentSessionId) return -1;
    if (b.id === currentSessionId) return 1;
    return lastSeen(b) - lastSeen(a);
  });
}

/** Admins first, then members, each in the order they joined. */
export function orderMembers<Record extends MembershipRecord>(members: Record[]): Record[] {
  return [...members.filter((m) => m.role === 'admin'), ...members.filter((m) => m.role !== 'admin')];
}
