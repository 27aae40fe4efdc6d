import { VARIATIONS } from './variations';

/** Scenarios that shape the seeded world rather than single answers (changing them at run time reseeds). */
const WORLD = {
  'free-plan': 'The demo user is on the free plan: no subscription, no billing history.',
  'payment-failed':
    'The last renewal failed: subscription PAYMENT_FAILED, the bill of this period requires_payment_method.',
  'scheduled-cancel': 'The subscription is cancelled at the end of the period (SCHEDULED_CANCEL, endDate set).',
  'subscription-created': 'The subscription is CREATED (first payment pending).',
  'subscription-cancelled': 'The subscription is CANCELLED.',
  'subscription-removed': 'The subscription is REMOVED by an operator.',
  'no-payment-method': 'No saved card: the payment-method call answers 404.',
  'action-card': 'The saved card needs an extra step, so subscribing answers 402.',
  'no-organization': 'The demo user belongs to no organisation.',
  'member-role': 'The demo user is a member, not an admin, of its organisation.',
  'team-at-capacity': 'The organisation has as many members as seats (3/3).',
  'invitation-code-expired': "Every seeded invitation code has expired (the demo user's answers 404).",
  'invitation-code-expiring': "The demo user's invitation code expires 10 seconds after seeding.",
  'no-invitation-code': 'The demo user has no invitation code yet (404 until one is generated).',
  'no-sessions': 'The session list is empty.',
  'no-usage': 'No streaming usage.',
  'hours-near-limit': "This month's streaming is at 85 % of the demo plan's hours (from 80 % the account warns).",
  'hours-reached': "This month's streaming is past the demo plan's hours (104 %).",
  'no-billing-history': 'No billing history.',
  empty: 'no-sessions + no-usage + no-billing-history.',
  'hostile-strings': 'A member name, a session device name and other texts carry markup and script.',
  'hostile-lengths': 'The same texts hundreds to thousands of characters long, without a space to break at.',
} as const;

/**
 * Named scenarios: each puts the sandbox in one state the site must handle. Pick them per test
 * (`createSandbox({ scenarios })`), per story (`sandboxHandlers({ scenarios })`) or at run time
 * (`POST /__sandbox/scenario`). They combine; a later one wins where two touch the same thing.
 */
export const SANDBOX_SCENARIOS = {
  ...WORLD,
  // Answers (applied to every /v1 request while active).
  'requires-action': 'Subscribing answers 402 (extra step required) whatever the card and the amount.',
  'requires-action-in-page':
    "Subscribing answers 402 with a payment intent's client secret (openapi.yaml's extension): the page runs the extra step; the plan is recorded as the provider's webhook would once it passed.",
  'feedback-rate-limited': 'Sending feedback answers 429 with Retry-After.',
  'signup-without-token': 'Signing up answers 201 with only a message: the user signs in next.',
  'session-expired': 'Every bearer token is treated as expired: authenticated calls answer 401.',
  slow: "Every answer waits delayMs (default 2000 ms; 'infinite' never answers, for loading states).",
  'server-error': 'Every answer is a 500 (the only answers that are outside the contract on purpose).',
  'malformed-body': 'Every answer has its success status and a truncated JSON body (outside the contract).',
  'unexpected-shape': 'Every answer has its success status and JSON of the wrong shape (outside the contract).',
  // Variations: the sandbox's own answers, rewritten the way a real server plausibly differs (variations.ts).
  ...VARIATIONS,
} as const;

export type ScenarioName = keyof typeof SANDBOX_SCENARIOS;

export const SCENARIO_NAMES = Object.keys(SANDBOX_SCENARIOS) as ScenarioName[];

export const WORLD_SCENARIOS = Object.keys(WORLD) as ScenarioName[];

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && Object.hasOwn(SANDBOX_SCENARIOS, value);
}

/** The scenarios in force, with `empty` expanded. */
export function scenarioSet(names: readonly ScenarioName[]): ReadonlySet<ScenarioName> {
  const set = new Set<ScenarioName>(names);
  if (set.has('empty')) {
    set.add('no-sessions');
    set.add('no-usage');
    set.add('no-billing-history');
  }
  return set;
}
