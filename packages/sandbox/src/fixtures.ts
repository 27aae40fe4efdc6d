/**
 * Typed fixtures for stories and tests: the demo world exactly as the sandbox answers it, built synchronously from
 * the same seed and views (no HTTP, no MSW). Use them where a story needs data without a server; everything here
 * satisfies the contract, so no story has to hand-write an object the schema would reject.
 */
import type {
  BillingItem,
  DownloadLink,
  InvitationCode,
  LoginResponse,
  Member,
  Organization,
  PaymentMethod,
  Plan,
  Session,
  Subscription,
  SubscriptionPreview,
  UsageResponse,
} from '@holostream/api';
import { loginResponse } from './auth';
import { isPurchasable, quote } from './billing';
import { DOWNLOAD_FILES } from './routes/billing';
import { scenarioSet, type ScenarioName } from './scenarios';
import { buildWorld, SANDBOX_ACCOUNTS, type SandboxUsername } from './seed';
import { epochSeconds } from './time';
import {
  activeSessions,
  effectiveSubscriptions,
  orderMembers,
  sortSessions,
  viewBillingItem,
  viewInvitationCode,
  viewMember,
  viewOrganization,
  viewPaymentMethod,
  viewSession,
  viewSubscription,
  viewUsage,
} from './views';

/** The instant fixtures are built at by default, so screenshots do not change from day to day. */
export const SANDBOX_FIXED_NOW = new Date('2025-07-10T09:00:00.000Z');

export interface SandboxFixtureOptions {
  /** Default `SANDBOX_FIXED_NOW`. */
  now?: Date;
  scenarios?: readonly ScenarioName[];
  seed?: number;
  /** Whose world to view. Default `demo`. */
  user?: SandboxUsername;
  /** The origin of invoice and download links. Default: the page's origin, else `http://localhost`. */
  origin?: string;
}

export interface SandboxFixtures {
  now: Date;
  credentials: { username: string; email: string; password: string };
  loginResponse: LoginResponse;
  plans: Plan[];
  subscriptions: Subscription[];
  /** The previews of the plans that can be bought (Developer, Pro), by plan id. */
  previews: Record<number, SubscriptionPreview>;
  /** null when no card is saved (the API answers 404). */
  paymentMethod: PaymentMethod | null;
  billingHistory: BillingItem[];
  organizations: Organization[];
  /** The members of the first organisation ([] without one). */
  members: Member[];
  /** null when there is no usable code (the API answers 404). */
  invitationCode: InvitationCode | null;
  /** The whole seeded usage (12 months); the API answers a range of it. */
  usage: UsageResponse;
  sessions: Session[];
  downloads: { plugin: DownloadLink; oculusApp: DownloadLink };
}

export function sandboxFixtures(options: SandboxFixtureOptions = {}): SandboxFixtures {
  const now = (options.now ?? SANDBOX_FIXED_NOW).getTime();
  const user = options.user ?? 'demo';
  const scenarios = scenarioSet(options.scenarios ?? []);
  const origin = options.origin ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin);
  const { store } = buildWorld({ now, seed: options.seed ?? 1, scenarios, signedInAs: user });
  const account = store.accounts.find((candidate) => candidate.username === user);
  const current = store.sessions.find(
    (session) => session.accountId === account?.id && session.token.startsWith('oat_sandbox.'),
  );
  if (!account || !current) throw new Error(`The seeded world has no account ${user}`);

  const subscriptions = effectiveSubscriptions(store, account.id, now);
  const card = store.paymentMethods[account.id];
  const organizations = store.organizations.filter((organization) =>
    store.memberships.some((m) => m.organizationId === organization.id && m.accountId === account.id),
  );
  const firstOrganization = organizations[0];
  const memberships = store.memberships.filter((m) => m.organizationId === firstOrganization?.id);
  const code = store.invitationCodes.find((c) => c.accountId === account.id && !c.used && c.expiresAt > now);
  const previews: Record<number, SubscriptionPreview> = {};
  for (const plan of store.plans.filter(isPurchasable)) {
    const { total, daysRemaining, nextBillingDate } = quote(store.plans, plan, subscriptions[0], now);
    previews[plan.id] = { total, daysRemaining, nextBillingDate: epochSeconds(nextBillingDate) };
  }

  return {
    now: new Date(now),
    credentials: { ...SANDBOX_ACCOUNTS[user] },
    loginResponse: loginResponse(account, current),
    plans: [...store.plans].sort((a, b) => a.price - b.price),
    subscriptions: subscriptions.map(viewSubscription),
    previews,
    paymentMethod: card ? viewPaymentMethod(card) : null,
    billingHistory: store.billing
      .filter((item) => item.accountId === account.id)
      .sort((a, b) => b.created - a.created)
      .map((item) => viewBillingItem(item, origin)),
    organizations: organizations.map(viewOrganization),
    members: orderMembers(memberships).map((m) =>
      viewMember(
        m,
        store.accounts.find((candidate) => candidate.id === m.accountId),
        account.id,
      ),
    ),
    invitationCode: code ? viewInvitationCode(code) : null,
    usage: { data: store.usage.filter((record) => record.accountId === account.id).map(viewUsage) },
    sessions: scenarios.has('no-sessions')
      ? []
      : sortSessions(activeSessions(store, account.id, now), current.id).map((s) => viewSession(s, current.id)),
    downloads: {
      plugin: { downloadUrl: `${origin}/__sandbox/downloads/${DOWNLOAD_FILES.plugin}` },
      oculusApp: { downloadUrl: `${origin}/__sandbox/downloads/${DOWNLOAD_FILES.oculusApp}` },
    },
  };
}
