/**
 * The seeded demo world: a demo account on the Pro plan, admin of a team, with usage, billing history in every
 * status, sessions around the world; other accounts with their own invitation codes. Everything is relative to
 * `now`, and the same seed gives the same world. World scenarios (scenarios.ts) reshape it here.
 */
import type { Plan } from '@holostream/api';
import { lookupIp } from './geo';
import { hashPassword } from './passwords';
import { invitationCode, seededBytes, seededRandom, toBase64Url, type RandomBytes } from './random';
import type { ScenarioName } from './scenarios';
import {
  beginDeclaredRecords,
  emptyStore,
  nextId,
  type AccountRecord,
  type BillingRecord,
  type SandboxStore,
  type SessionRecord,
  type SubscriptionRecord,
} from './store';
import { addMonths, DAY, HOUR, MINUTE, monthIndex, SECOND, yearMonth } from './time';

/** The accounts of the demo world. Their passwords follow the §5 rules. */
export const SANDBOX_ACCOUNTS = {
  /** Pro plan, admin of "Holostream Studio" (5 seats, 3 members). */
  demo: { username: 'demo', email: 'demo@holostream.dev', password: 'Demo-pass1!' },
  /** Free plan, no organisation, a valid invitation code: add them to the demo team. */
  alex: { username: 'alex', email: 'alex@holostream.dev', password: 'Alex-pass1!' },
  /** Member of the demo team (its admin in the member-role scenario). */
  mika: { username: 'mika', email: 'mika@holostream.dev', password: 'Mika-pass1!' },
  /** Member of the demo team. */
  sora: { username: 'sora', email: 'sora@holostream.dev', password: 'Sora-pass1!' },
  /** No organisation, a valid invitation code. */
  jordan: { username: 'jordan', email: 'jordan@holostream.dev', password: 'Jordan-pass1!' },
  /** No organisation, an invitation code that has expired. */
  riley: { username: 'riley', email: 'riley@holostream.dev', password: 'Riley-pass1!' },
} as const;

export type SandboxUsername = keyof typeof SANDBOX_ACCOUNTS;

export const SANDBOX_USERNAMES = Object.keys(SANDBOX_ACCOUNTS) as SandboxUsername[];

/**
 * Fixed bearer tokens, seeded only when a sandbox is created with `signedInAs`, so stories and component tests are
 * signed in without a login round trip (put the token where the client reads it).
 */
export const SANDBOX_TOKENS = Object.fromEntries(
  SANDBOX_USERNAMES.map((username) => [username, `oat_sandbox.${username}`]),
) as Record<SandboxUsername, string>;

export const SANDBOX_DEMO_TOKEN = SANDBOX_TOKENS.demo;

/** Markup and script in places where the site prints server text: it must show them as text. */
export const HOSTILE_STRINGS = {
  memberName: '<img src=x onerror=alert(1)>',
  sessionName: '<img src=x onerror=alert(1)><script>alert("session")</script>',
  city: '"><svg onload=alert(1)>',
  billingDescription: 'Pro plan <script>alert("bill")</script>',
  organizationName: 'Studio <b onmouseover=alert(1)>Bold</b> & "Co"',
  memberEmail: 'hostile@holostream.dev',
} as const;

/** The texts of the 'hostile-lengths' scenario: far longer than any form allows, without a space to break at. */
export const HOSTILE_LENGTHS = {
  memberName: `Member${'W'.repeat(300)}`,
  sessionName: `Device${'W'.repeat(5000)}`,
  city: `City${'W'.repeat(500)}`,
  billingDescription: `Plan${'W'.repeat(500)}`,
  organizationName: `Studio${'W'.repeat(5000)}`,
  memberEmail: `${'w'.repeat(64)}@${'long-'.repeat(36)}holostream.dev`,
} as const;

export const PLAN_IDS = { free: 1, developer: 2, pro: 3, enterprise: 4 } as const;

export const SANDBOX_PLANS: readonly Plan[] = [
  {
    id: PLAN_IDS.free,
    name: 'free',
    price: 0,
    description: 'Try hologram streaming with the basics.',
    features: {
      maxTeamSize: 1,
      monthlyUsageLimit: 5,
      streamingPriority: 'Low',
      textureQuality: 'SD',
      audienceLimit: 10,
      privateStreams: false,
    },
  },
  {
    id: PLAN_IDS.developer,
    name: 'Developer',
    price: 1900,
    description: 'For developers building with the Unity plugin.',
    features: {
      maxTeamSize: 3,
      monthlyUsageLimit: 30,
      streamingPriority: 'Standard',
      textureQuality: 'HD',
      audienceLimit: 50,
      privateStreams: true,
    },
  },
  {
    id: PLAN_IDS.pro,
    name: 'Pro',
    price: 4900,
    description: 'For professional creators.',
    features: {
      maxTeamSize: 5,
      monthlyUsageLimit: 100,
      streamingPriority: 'High',
      textureQuality: '4K',
      audienceLimit: 100,
      privateStreams: true,
    },
  },
  {
    id: PLAN_IDS.enterprise,
    name: 'Enterprise',
    price: 99900,
    description: 'For studios and enterprises, arranged with our sales team.',
    features: {
      maxTeamSize: 'unlimited',
      monthlyUsageLimit: 0,
      streamingPriority: 'Highest',
      textureQuality: '8K',
      audienceLimit: 10000,
      privateStreams: true,
      exclusiveVpc: true,
    },
  },
];

/** Browsers and apps the seeded sessions signed in from. */
export const USER_AGENTS = {
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  quest:
    'Mozilla/5.0 (X11; Linux x86_64; Quest 3) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/33.0 Chrome/124.0 VR',
} as const;

export const TOKEN_LIFETIME_MS = 30 * DAY;
export const RESET_TOKEN_LIFETIME_MS = HOUR;
export const INVITATION_CODE_LIFETIME_MS = 7 * DAY;

export interface SeedOptions {
  now: number;
  seed: number;
  scenarios: ReadonlySet<ScenarioName>;
  signedInAs?: SandboxUsername | undefined;
}

/** A seeded world whose accounts still need their password hashes (see `seedWorld`). */
export interface UnhashedWorld {
  store: SandboxStore;
  passwords: { account: AccountRecord; password: string }[];
  bytes: RandomBytes;
}

/** A random opaque token: `oat_<session id>.<random>`. */
export function sessionToken(sessionId: number, bytes: RandomBytes): string {
  return `oat_${toBase64Url(new TextEncoder().encode(String(sessionId)))}.${toBase64Url(bytes(24))}`;
}

/** Builds the world without password hashes: synchronous, for fixtures. */
/** A session of `account` (one per login, each with its own token), stored. */
export function addSessionTo(
  store: SandboxStore,
  bytes: RandomBytes,
  account: AccountRecord,
  name: string | null,
  ip: string,
  createdAt: number,
  lastUsedAt: number | null,
  token?: string,
): SessionRecord {
  const id = nextId(store);
  const session: SessionRecord = {
    id,
    accountId: account.id,
    token: token ?? sessionToken(id, bytes),
    name,
    ip,
    geo: lookupIp(ip),
    createdAt,
    lastUsedAt,
    expiresAt: createdAt + TOKEN_LIFETIME_MS,
  };
  store.sessions.push(session);
  return session;
}

export function buildWorld({ now, seed, scenarios, signedInAs }: SeedOptions): UnhashedWorld {
  const random = seededRandom(seed);
  const bytes = seededBytes(random);
  const store = emptyStore();
  store.plans = SANDBOX_PLANS.map((plan) => structuredClone(plan));
  const passwords: UnhashedWorld['passwords'] = [];
  const has = (name: ScenarioName) => scenarios.has(name);

  const addAccount = (username: string, email: string, password: string, createdAt: number): AccountRecord => {
    const account: AccountRecord = { id: nextId(store), username, email, passwordHash: '', createdAt };
    store.accounts.push(account);
    passwords.push({ account, password });
    return account;
  };
  const accounts = Object.fromEntries(
    SANDBOX_USERNAMES.map((username, index) => {
      const { email, password } = SANDBOX_ACCOUNTS[username];
      return [username, addAccount(username, email, password, now - (400 - index * 20) * DAY)];
    }),
  ) as Record<SandboxUsername, AccountRecord>;
  const demo = accounts.demo;
  const hostileTexts = has('hostile-strings') ? HOSTILE_STRINGS : has('hostile-lengths') ? HOSTILE_LENGTHS : undefined;
  const hostile = hostileTexts
    ? addAccount(hostileTexts.memberName, hostileTexts.memberEmail, 'Hostile-pass1!', now - 30 * DAY)
    : undefined;

  // Team.
  const organization = {
    id: nextId(store),
    name: hostileTexts?.organizationName ?? 'Holostream Studio',
    seats: has('team-at-capacity') ? 3 : 5,
  };
  store.organizations.push(organization);
  const join = (account: AccountRecord, role: 'admin' | 'member') =>
    store.memberships.push({ id: nextId(store), organizationId: organization.id, accountId: account.id, role });
  const demoRole = has('member-role') ? 'member' : 'admin';
  if (!has('no-organization')) join(demo, demoRole);
  join(accounts.mika, demoRole === 'admin' && !has('no-organization') ? 'member' : 'admin');
  join(accounts.sora, 'member');
  if (hostile) join(hostile, 'member');

  // Invitation codes.
  const expired = has('invitation-code-expired');
  const code = (account: AccountRecord, expiresAt: number) =>
    store.invitationCodes.push({ code: invitationCode(bytes), accountId: account.id, expiresAt, used: false });
  if (!has('no-invitation-code')) {
    const demoExpiry = has('invitation-code-expiring') ? now + 10 * SECOND : now + 3 * DAY + 4 * HOUR + 17 * MINUTE;
    code(demo, expired ? now - HOUR : demoExpiry);
  }
  code(accounts.alex, expired ? now - HOUR : now + 6 * DAY);
  code(accounts.jordan, expired ? now - HOUR : now + 5 * DAY);
  code(accounts.riley, now - 2 * DAY);

  // Subscription: Pro, renewing every month on the day of `periodStart`.
  const periodStart = now - 12 * DAY - 3 * HOUR;
  const periodEnd = addMonths(periodStart, 1);
  const proSince = addMonths(periodStart, -4);
  const subscription: SubscriptionRecord = {
    subTierId: PLAN_IDS.pro,
    status: 'ACTIVE',
    startDate: proSince,
    endDate: periodEnd,
  };
  if (has('payment-failed')) subscription.status = 'PAYMENT_FAILED';
  if (has('scheduled-cancel')) subscription.status = 'SCHEDULED_CANCEL';
  if (has('subscription-created')) Object.assign(subscription, { status: 'CREATED', startDate: now - HOUR });
  if (has('subscription-cancelled')) Object.assign(subscription, { status: 'CANCELLED', endDate: periodStart });
  if (has('subscription-removed')) Object.assign(subscription, { status: 'REMOVED', endDate: periodStart });
  store.subscriptions[demo.id] = has('free-plan') ? [] : [subscription];

  if (!has('no-payment-method')) {
    const action = has('action-card');
    store.paymentMethods[demo.id] = {
      brand: 'visa',
      last4: action ? '3184' : '4242',
      expMonth: 12,
      expYear: yearMonth(now).year + 3,
      createdAt: proSince - 10 * MINUTE,
      scenario: action ? 'action' : 'ok',
    };
  }

  if (!has('free-plan') && !has('no-billing-history')) {
    const bill = (created: number, description: string, amount: number, status: BillingRecord['status']) => {
      store.billing.push({
        id: nextId(store),
        accountId: demo.id,
        created,
        description,
        amount,
        currency: 'usd',
        status,
      });
    };
    const pro = hostileTexts?.billingDescription ?? 'Pro plan (monthly)';
    bill(now - HOUR, 'Usage top-up (10 hours)', 1500, 'processing');
    bill(periodStart, pro, 4900, has('payment-failed') ? 'requires_payment_method' : 'succeeded');
    bill(addMonths(periodStart, -1), pro, 4900, 'succeeded');
    bill(addMonths(periodStart, -2) + DAY, pro, 4900, 'succeeded');
    bill(addMonths(periodStart, -2), pro, 4900, 'requires_payment_method');
    bill(addMonths(periodStart, -3), pro, 4900, 'succeeded');
    bill(proSince + 5 * MINUTE, 'Upgrade to Pro', 4900, 'succeeded');
    bill(proSince, 'Upgrade to Pro', 4900, 'requires_action');
    bill(addMonths(proSince, -1), 'Developer plan (monthly)', 1900, 'canceled');
    store.billing.sort((a, b) => b.created - a.created);
  }

  const addSession = addSessionTo.bind(null, store, bytes);
  if (!has('no-sessions')) {
    addSession(demo, USER_AGENTS.macSafari, '203.0.113.24', now - 20 * DAY, now - 2 * HOUR);
    addSession(demo, USER_AGENTS.windowsEdge, '198.51.100.7', now - 9 * DAY, now - 3 * DAY);
    addSession(demo, USER_AGENTS.iphone, '192.0.2.44', now - 4 * DAY, null);
    addSession(demo, USER_AGENTS.quest, '2001:db8::42', now - 2 * DAY, now - 26 * HOUR);
    addSession(demo, null, '10.0.0.12', now - 6 * DAY, now - 6 * DAY + 5 * MINUTE);
    if (hostileTexts) {
      const hostileSession = addSession(demo, hostileTexts.sessionName, '192.0.2.66', now - DAY, now - 5 * HOUR);
      if (hostileSession.geo) hostileSession.geo.city = hostileTexts.city;
    }
  }
  if (signedInAs) {
    const account = accounts[signedInAs];
    addSession(account, USER_AGENTS.macChrome, '203.0.113.50', now - HOUR, now - MINUTE, SANDBOX_TOKENS[signedInAs]);
  }

  // Usage: the last 12 months, one month without streaming left out.
  if (!has('no-usage')) {
    const current = yearMonth(now);
    const currentIndex = monthIndex(current.year, current.month);
    for (let back = 11; back >= 0; back -= 1) {
      const index = currentIndex - back;
      const hours = 2 + random() * 70;
      if (back === 7) continue;
      const totalTime = Math.round((back === 0 ? hours / 3 : hours) * 3600);
      store.usage.push({ accountId: demo.id, year: Math.floor(index / 12), month: (index % 12) + 1, totalTime });
    }
    // This month at a share of the demo plan's hours (the free plan's without a subscription).
    const share = has('hours-reached') ? 1.04 : has('hours-near-limit') ? 0.85 : null;
    const plan = store.plans.find((candidate) => candidate.id === (has('free-plan') ? PLAN_IDS.free : PLAN_IDS.pro));
    const thisMonth = store.usage.at(-1);
    if (share !== null && plan && thisMonth) {
      thisMonth.totalTime = Math.round(plan.features.monthlyUsageLimit * share * 3600);
    }
  }

  beginDeclaredRecords(store, now);
  return { store, passwords, bytes };
}

/** The seeded world with salted password hashes. */
export async function seedWorld(options: SeedOptions & { iterations: number }): Promise<SandboxStore> {
  const { store, passwords, bytes } = buildWorld(options);
  const salts = passwords.map(() => bytes(16));
  await Promise.all(
    passwords.map(async ({ account, password }, index) => {
      const salt = salts[index] ?? bytes(16);
      account.passwordHash = await hashPassword(password, () => salt, options.iterations, { seeded: true });
    }),
  );
  return store;
}
