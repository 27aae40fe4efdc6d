/**
 * The project's own inventory of screen states, written from the product specification (the same keys
 * as ../shared/STATES.md). Every key must be named at the start of the JSDoc of at least one story
 * (`general.free: …` as the first words); `states-inventory.test.ts` fails when one is not, and the review pages
 * in Storybook list each key with links to its stories.
 */

export interface ScreenState {
  /** Stable key, e.g. `general.cancel.confirm`. */
  key: string;
  /** Where it lives: one review page per area (and per account tab). */
  area: StateArea;
  /** What the state shows, as the inventory describes it. */
  description: string;
}

export const STATE_AREAS = ['Shell', 'Public pages', 'Pricing', 'Auth', 'Account', 'Checkout', 'Feedback'] as const;
export type StateArea = (typeof STATE_AREAS)[number];

export const SCREEN_STATES: readonly ScreenState[] = [
  {
    key: 'shell.header.signed-out',
    area: 'Shell',
    description: 'shell.header.signed-out — logo, nav (home, about, pricing, contact), language toggle, login + signup',
  },
  {
    key: 'shell.header.signed-in',
    area: 'Shell',
    description: 'shell.header.signed-in — account + logout instead of login/signup',
  },
  {
    key: 'shell.header.mobile-menu-open',
    area: 'Shell',
    description: 'shell.header.mobile-menu-open — slide-out menu on small screens (open and closed)',
  },
  {
    key: 'shell.footer',
    area: 'Shell',
    description: 'shell.footer — tagline, legal + commercial-disclosure links, copyright with the current year',
  },
  {
    key: 'shell.session-expired',
    area: 'Shell',
    description: "shell.session-expired — modal 'Session Expired', text, 'Login Again' → /login; never on /plans",
  },
  {
    key: 'shell.lang.en',
    area: 'Shell',
    description: 'shell.lang.en / shell.lang.ja — every screen renders in both; toggle switches live',
  },
  {
    key: 'shell.lang.ja',
    area: 'Shell',
    description: 'shell.lang.en / shell.lang.ja — every screen renders in both; toggle switches live',
  },
  {
    key: 'shell.route-loading',
    area: 'Shell',
    description: 'shell.route-loading — what shows while a lazy route chunk loads',
  },
  {
    key: 'shell.not-found',
    area: 'Shell',
    description: 'shell.not-found — unknown route (Decision: a 404 page with a link home)',
  },
  { key: 'shell.crash', area: 'Shell', description: 'shell.crash — an error boundary screen instead of a blank page' },
  {
    key: 'home',
    area: 'Public pages',
    description:
      'home — hero (CTAs to /plans, /about), four feature cards, meeting-system card (external link + /contact), demo video',
  },
  {
    key: 'home.video.idle',
    area: 'Public pages',
    description: 'home.video.idle / home.video.playing — the player loads only after the play click',
  },
  {
    key: 'home.video.playing',
    area: 'Public pages',
    description: 'home.video.idle / home.video.playing — the player loads only after the play click',
  },
  { key: 'about', area: 'Public pages', description: 'about — vision, mission, company text, three team cards' },
  {
    key: 'contact',
    area: 'Public pages',
    description: 'contact — card with a button opening the external form in a new tab',
  },
  {
    key: 'legal.privacy',
    area: 'Public pages',
    description:
      'legal.privacy / legal.terms — tabs; company, website, contact e-mail link; last updated July 11, 2025',
  },
  {
    key: 'legal.terms',
    area: 'Public pages',
    description:
      'legal.privacy / legal.terms — tabs; company, website, contact e-mail link; last updated July 11, 2025',
  },
  {
    key: 'commercial-disclosure',
    area: 'Public pages',
    description: 'commercial-disclosure — five sections, hours 9:00–17:00 JST, English defaults + Japanese',
  },
  { key: 'pricing.loading', area: 'Pricing', description: 'pricing.loading — loading text' },
  { key: 'pricing.empty', area: 'Pricing', description: "pricing.empty — 'unable to load' (also on fetch failure)" },
  {
    key: 'pricing.signed-out',
    area: 'Pricing',
    description:
      "pricing.signed-out — free: 'get started' → /login (return to /plans); Developer/Pro: 'get started' → login then checkout; Enterprise: 'inquire', exclusive VPC line, 'contact sales' → /contact",
  },
  {
    key: 'pricing.signed-in.free',
    area: 'Pricing',
    description:
      "pricing.signed-in.free — no button on the price-0 plan; 'upgrade {name}' on Developer/Pro → /checkout with plan id",
  },
  {
    key: 'pricing.signed-in.current-plan',
    area: 'Pricing',
    description: "pricing.signed-in.current-plan — 'current plan' badge, no button",
  },
  {
    key: 'pricing.notice.choose-plan',
    area: 'Pricing',
    description:
      'pricing.notice.choose-plan — sent by checkout without a plan it can sell: a note (announced) says to choose one (issue 17)',
  },
  {
    key: 'pricing.signed-in.plan-unknown',
    area: 'Pricing',
    description:
      "pricing.signed-in.plan-unknown — the subscription could not be loaded: no card marked current, a note with 'Try again'; the free card leads to the account (issue 17)",
  },
  {
    key: 'pricing.signed-in.paid',
    area: 'Pricing',
    description:
      "pricing.signed-in.paid — on a paid plan the free card's button leads to the account (downgrading is cancelling), not to /login and back (issue 17)",
  },
  {
    key: 'pricing.feature-values',
    area: 'Pricing',
    description:
      "pricing.feature-values — maxTeamSize 0/'unlimited' → unlimited, Enterprise 'adapted team size'; monthlyUsageLimit 0 → unlimited; priority and texture values; privateStreams yes/no",
  },
  {
    key: 'login.form',
    area: 'Auth',
    description: "login.form / login.submitting / login.error ('Invalid email or password')",
  },
  {
    key: 'login.submitting',
    area: 'Auth',
    description: "login.form / login.submitting / login.error ('Invalid email or password')",
  },
  {
    key: 'login.error',
    area: 'Auth',
    description: "login.form / login.submitting / login.error ('Invalid email or password')",
  },
  {
    key: 'login.forgot.form',
    area: 'Auth',
    description:
      'login.forgot.form / login.forgot.sending / login.forgot.success (shows the e-mail) / login.forgot.error',
  },
  {
    key: 'login.forgot.sending',
    area: 'Auth',
    description:
      'login.forgot.form / login.forgot.sending / login.forgot.success (shows the e-mail) / login.forgot.error',
  },
  {
    key: 'login.forgot.success',
    area: 'Auth',
    description:
      'login.forgot.form / login.forgot.sending / login.forgot.success (shows the e-mail) / login.forgot.error',
  },
  {
    key: 'login.forgot.error',
    area: 'Auth',
    description:
      'login.forgot.form / login.forgot.sending / login.forgot.success (shows the e-mail) / login.forgot.error',
  },
  {
    key: 'login.redirect',
    area: 'Auth',
    description:
      'login.redirect — already signed in → origin route or /account; origin checkout + plan id → checkout with that plan, history replaced',
  },
  {
    key: 'signup.form',
    area: 'Auth',
    description: 'signup.form — live five-rule password checklist (each rule on/off)',
  },
  {
    key: 'signup.errors',
    area: 'Auth',
    description:
      "signup.errors — each rule of spec §5 in order, one story per first-failing rule; server error ('Failed to create account' fallback)",
  },
  {
    key: 'signup.submitting',
    area: 'Auth',
    description: 'signup.submitting — the create-account button busy while the account is created (beyond STATES.md)',
  },
  {
    key: 'signup.success.token',
    area: 'Auth',
    description: 'signup.success.token → /account; signup.success.no-token → /login',
  },
  {
    key: 'signup.success.no-token',
    area: 'Auth',
    description: 'signup.success.token → /account; signup.success.no-token → /login',
  },
  {
    key: 'reset.verifying',
    area: 'Auth',
    description:
      'reset.verifying / reset.no-token / reset.invalid (go-to-login) / reset.valid (shows e-mail, form, checklist) / reset.mismatch / reset.submitting / reset.done',
  },
  {
    key: 'reset.no-token',
    area: 'Auth',
    description:
      'reset.verifying / reset.no-token / reset.invalid (go-to-login) / reset.valid (shows e-mail, form, checklist) / reset.mismatch / reset.submitting / reset.done',
  },
  {
    key: 'reset.invalid',
    area: 'Auth',
    description:
      'reset.verifying / reset.no-token / reset.invalid (go-to-login) / reset.valid (shows e-mail, form, checklist) / reset.mismatch / reset.submitting / reset.done',
  },
  {
    key: 'reset.valid',
    area: 'Auth',
    description:
      'reset.verifying / reset.no-token / reset.invalid (go-to-login) / reset.valid (shows e-mail, form, checklist) / reset.mismatch / reset.submitting / reset.done',
  },
  {
    key: 'reset.mismatch',
    area: 'Auth',
    description:
      'reset.verifying / reset.no-token / reset.invalid (go-to-login) / reset.valid (shows e-mail, form, checklist) / reset.mismatch / reset.submitting / reset.done',
  },
  {
    key: 'reset.submitting',
    area: 'Auth',
    description:
      'reset.verifying / reset.no-token / reset.invalid (go-to-login) / reset.valid (shows e-mail, form, checklist) / reset.mismatch / reset.submitting / reset.done',
  },
  {
    key: 'reset.done',
    area: 'Auth',
    description:
      'reset.verifying / reset.no-token / reset.invalid (go-to-login) / reset.valid (shows e-mail, form, checklist) / reset.mismatch / reset.submitting / reset.done',
  },
  {
    key: 'account.auth-loading',
    area: 'Account',
    description: "account.auth-loading — 'Loading'; signed out → /login",
  },
  {
    key: 'account.tabs',
    area: 'Account',
    description:
      'account.tabs — general (default, no query), getting-started, team, usage, billing, security; `?tab=` kept with history replace; unknown value ignored',
  },
  {
    key: 'general.free',
    area: 'Account',
    description: 'general.free — free plan defaults (subTierId 1, ACTIVE, empty dates), no cancel button',
  },
  {
    key: 'general.active-paid',
    area: 'Account',
    description: 'general.active-paid — next billing date, plan features, upgrade button, cancel button',
  },
  {
    key: 'general.status.ACTIVE',
    area: 'Account',
    description:
      'general.status.{ACTIVE,CREATED,CANCELLED,SCHEDULED_CANCEL,PAYMENT_FAILED,REMOVED} — label + colour each',
  },
  {
    key: 'general.status.CREATED',
    area: 'Account',
    description:
      'general.status.{ACTIVE,CREATED,CANCELLED,SCHEDULED_CANCEL,PAYMENT_FAILED,REMOVED} — label + colour each',
  },
  {
    key: 'general.status.CANCELLED',
    area: 'Account',
    description:
      'general.status.{ACTIVE,CREATED,CANCELLED,SCHEDULED_CANCEL,PAYMENT_FAILED,REMOVED} — label + colour each',
  },
  {
    key: 'general.status.SCHEDULED_CANCEL',
    area: 'Account',
    description:
      'general.status.{ACTIVE,CREATED,CANCELLED,SCHEDULED_CANCEL,PAYMENT_FAILED,REMOVED} — label + colour each',
  },
  {
    key: 'general.status.PAYMENT_FAILED',
    area: 'Account',
    description:
      'general.status.{ACTIVE,CREATED,CANCELLED,SCHEDULED_CANCEL,PAYMENT_FAILED,REMOVED} — label + colour each',
  },
  {
    key: 'general.status.REMOVED',
    area: 'Account',
    description:
      'general.status.{ACTIVE,CREATED,CANCELLED,SCHEDULED_CANCEL,PAYMENT_FAILED,REMOVED} — label + colour each',
  },
  {
    key: 'general.scheduled-cancel',
    area: 'Account',
    description:
      'general.scheduled-cancel — end date instead of next billing date, access-continues note, no cancel button',
  },
  {
    key: 'general.payment-failed',
    area: 'Account',
    description:
      'general.payment-failed — notice linking to the billing tab; cancel is immediate (different dialog wording)',
  },
  {
    key: 'general.status.unknown',
    area: 'Account',
    description:
      'general.status.unknown — a subscription status the site does not know: a neutral badge with its raw label, the account still shown (issue 16)',
  },
  {
    key: 'general.cancel.confirm',
    area: 'Account',
    description:
      'general.cancel.confirm / general.cancel.confirm-payment-failed / general.cancel.busy / general.cancel.success (reload on OK)',
  },
  {
    key: 'general.cancel.confirm-payment-failed',
    area: 'Account',
    description:
      'general.cancel.confirm / general.cancel.confirm-payment-failed / general.cancel.busy / general.cancel.success (reload on OK)',
  },
  {
    key: 'general.cancel.busy',
    area: 'Account',
    description:
      'general.cancel.confirm / general.cancel.confirm-payment-failed / general.cancel.busy / general.cancel.success (reload on OK)',
  },
  {
    key: 'general.cancel.success',
    area: 'Account',
    description:
      'general.cancel.confirm / general.cancel.confirm-payment-failed / general.cancel.busy / general.cancel.success (reload on OK)',
  },
  {
    key: 'general.checkout-success',
    area: 'Account',
    description: 'general.checkout-success — success message carried from checkout',
  },
  { key: 'general.feedback-prompt', area: 'Account', description: 'general.feedback-prompt — link to /feedback' },
  { key: 'started.toc', area: 'Account', description: 'started.toc — table of contents scrolling to the 8 sections' },
  {
    key: 'started.downloads',
    area: 'Account',
    description: 'started.downloads / started.download-error (plugin, VR app) — error shown above the guide',
  },
  {
    key: 'started.download-error',
    area: 'Account',
    description: 'started.downloads / started.download-error (plugin, VR app) — error shown above the guide',
  },
  {
    key: 'started.livestream',
    area: 'Account',
    description: 'started.livestream — 6 steps, tips, note, Stream ID + PIN, private/public visibility',
  },
  {
    key: 'started.unity',
    area: 'Account',
    description: 'started.unity — 6 setup steps; connect: 5 steps with PIN field; prefab sample code',
  },
  {
    key: 'started.headset',
    area: 'Account',
    description: 'started.headset — 5 steps, single- and dual-controller gestures',
  },
  {
    key: 'team.loading',
    area: 'Account',
    description: "team.loading / team.load-error ('Failed to load organizations' / 'Failed to load team members')",
  },
  {
    key: 'team.load-error',
    area: 'Account',
    description: "team.loading / team.load-error ('Failed to load organizations' / 'Failed to load team members')",
  },
  {
    key: 'team.admin',
    area: 'Account',
    description: "team.admin — member list, members/seats, Add member + Remove buttons, 'you' tag without remove",
  },
  { key: 'team.member', area: 'Account', description: 'team.member — same list, no Add/Remove' },
  {
    key: 'team.role.unknown',
    area: 'Account',
    description: 'team.role.unknown — a role the site does not know: listed as sent, without admin rights (issue 16)',
  },
  { key: 'team.no-org', area: 'Account', description: 'team.no-org — personal invitation-code generation' },
  { key: 'team.at-capacity', area: 'Account', description: 'team.at-capacity — Add disabled (members ≥ seats)' },
  {
    key: 'team.add.form',
    area: 'Account',
    description: 'team.add.form / team.add.sending / team.add.error-dialog / team.add.success-dialog',
  },
  {
    key: 'team.add.sending',
    area: 'Account',
    description: 'team.add.form / team.add.sending / team.add.error-dialog / team.add.success-dialog',
  },
  {
    key: 'team.add.error-dialog',
    area: 'Account',
    description: 'team.add.form / team.add.sending / team.add.error-dialog / team.add.success-dialog',
  },
  {
    key: 'team.add.success-dialog',
    area: 'Account',
    description: 'team.add.form / team.add.sending / team.add.error-dialog / team.add.success-dialog',
  },
  {
    key: 'team.remove.confirm',
    area: 'Account',
    description: 'team.remove.confirm / team.remove.error-dialog / team.remove.success-dialog',
  },
  {
    key: 'team.remove.error-dialog',
    area: 'Account',
    description: 'team.remove.confirm / team.remove.error-dialog / team.remove.success-dialog',
  },
  {
    key: 'team.remove.success-dialog',
    area: 'Account',
    description: 'team.remove.confirm / team.remove.error-dialog / team.remove.success-dialog',
  },
  {
    key: 'team.invite.active',
    area: 'Account',
    description: 'team.invite.active — countdown d/h/m/s ticking every second, code re-fetched every 5 s',
  },
  {
    key: 'team.invite.expired',
    area: 'Account',
    description: "team.invite.expired — 'expired' at zero; not-found flips to expired with Close + 'Generate new code'",
  },
  {
    key: 'usage.loading',
    area: 'Account',
    description: "usage.loading / usage.error ('Failed to load usage data') / usage.empty / usage.data",
  },
  {
    key: 'usage.error',
    area: 'Account',
    description: "usage.loading / usage.error ('Failed to load usage data') / usage.empty / usage.data",
  },
  {
    key: 'usage.empty',
    area: 'Account',
    description: "usage.loading / usage.error ('Failed to load usage data') / usage.empty / usage.data",
  },
  {
    key: 'usage.data',
    area: 'Account',
    description: "usage.loading / usage.error ('Failed to load usage data') / usage.empty / usage.data",
  },
  {
    key: 'usage.range',
    area: 'Account',
    description:
      'usage.range — default last 6 months to the current month; min 2020-01, max current month; typing/paste blocked',
  },
  {
    key: 'usage.invalid-range',
    area: 'Account',
    description: "usage.invalid-range — 'invalid range', Apply disabled; Reset restores the default",
  },
  {
    key: 'usage.chart',
    area: 'Account',
    description:
      'usage.chart — 200 px bar chart, axis rounded up to whole hours, ticks 0/25/50/75/100 %; durations as h m s',
  },
  {
    key: 'billing.method',
    area: 'Account',
    description: 'billing.method — brand, last four, expiry, added date; update-card dialog',
  },
  {
    key: 'billing.no-method',
    area: 'Account',
    description: "billing.no-method — 'no payment method' card with add button (404 on the method path)",
  },
  { key: 'billing.card-dialog.empty', area: 'Account', description: 'billing.card-dialog.{empty,error,saving}' },
  { key: 'billing.card-dialog.error', area: 'Account', description: 'billing.card-dialog.{empty,error,saving}' },
  { key: 'billing.card-dialog.saving', area: 'Account', description: 'billing.card-dialog.{empty,error,saving}' },
  {
    key: 'billing.history.desktop',
    area: 'Account',
    description: 'billing.history.desktop (table) / billing.history.mobile (cards) / billing.history.empty',
  },
  {
    key: 'billing.history.mobile',
    area: 'Account',
    description: 'billing.history.desktop (table) / billing.history.mobile (cards) / billing.history.empty',
  },
  {
    key: 'billing.history.empty',
    area: 'Account',
    description: 'billing.history.desktop (table) / billing.history.mobile (cards) / billing.history.empty',
  },
  {
    key: 'billing.status.succeeded',
    area: 'Account',
    description:
      'billing.status.{succeeded,requires_action,requires_payment_method,canceled,other} — colour, label, link',
  },
  {
    key: 'billing.status.requires_action',
    area: 'Account',
    description:
      'billing.status.{succeeded,requires_action,requires_payment_method,canceled,other} — colour, label, link',
  },
  {
    key: 'billing.status.requires_payment_method',
    area: 'Account',
    description:
      'billing.status.{succeeded,requires_action,requires_payment_method,canceled,other} — colour, label, link',
  },
  {
    key: 'billing.status.canceled',
    area: 'Account',
    description:
      'billing.status.{succeeded,requires_action,requires_payment_method,canceled,other} — colour, label, link',
  },
  {
    key: 'billing.status.other',
    area: 'Account',
    description:
      'billing.status.{succeeded,requires_action,requires_payment_method,canceled,other} — colour, label, link',
  },
  {
    key: 'security.loading',
    area: 'Account',
    description: 'security.loading / security.error (title then message) / security.ready',
  },
  {
    key: 'security.error',
    area: 'Account',
    description: 'security.loading / security.error (title then message) / security.ready',
  },
  {
    key: 'security.ready',
    area: 'Account',
    description: 'security.loading / security.error (title then message) / security.ready',
  },
  {
    key: 'security.password.empty',
    area: 'Account',
    description:
      'security.password.{empty,mismatch,busy,error,success} — show/hide toggles, live checklist, submit disabled while busy or any field empty; success says other sessions were logged out and reloads sessions',
  },
  {
    key: 'security.password.mismatch',
    area: 'Account',
    description:
      'security.password.{empty,mismatch,busy,error,success} — show/hide toggles, live checklist, submit disabled while busy or any field empty; success says other sessions were logged out and reloads sessions',
  },
  {
    key: 'security.password.busy',
    area: 'Account',
    description:
      'security.password.{empty,mismatch,busy,error,success} — show/hide toggles, live checklist, submit disabled while busy or any field empty; success says other sessions were logged out and reloads sessions',
  },
  {
    key: 'security.password.error',
    area: 'Account',
    description:
      'security.password.{empty,mismatch,busy,error,success} — show/hide toggles, live checklist, submit disabled while busy or any field empty; success says other sessions were logged out and reloads sessions',
  },
  {
    key: 'security.password.success',
    area: 'Account',
    description:
      'security.password.{empty,mismatch,busy,error,success} — show/hide toggles, live checklist, submit disabled while busy or any field empty; success says other sessions were logged out and reloads sessions',
  },
  {
    key: 'security.sessions.list',
    area: 'Account',
    description:
      "security.sessions.list — current first with 'Active' badge; IP, location, timezone, EU note (eu = 1), coordinates ± radius km, last used, created",
  },
  { key: 'security.sessions.empty', area: 'Account', description: "security.sessions.empty — 'no active sessions'" },
  {
    key: 'security.sessions.revoking',
    area: 'Account',
    description: "security.sessions.revoking — button disabled, 'revoking'; revoke error",
  },
  {
    key: 'checkout.redirect',
    area: 'Checkout',
    description: 'checkout.redirect — no plan id / unknown plan / load failure → /plans; signed out → /login',
  },
  {
    key: 'checkout.step1',
    area: 'Checkout',
    description:
      "checkout.step1 — name, e-mail, street, city, state, zip, country (US default; US, JP, CA, GB, AU), card field; all required; the chosen plan's name and price/month shown beside (desktop) or above (phone) the form",
  },
  {
    key: 'checkout.address',
    area: 'Checkout',
    description:
      'checkout.address — `/checkout?plan=<id>` opens checkout for that plan (shareable, reload-safe); an unknown or malformed id → /plans with the choose-a-plan note',
  },
  {
    key: 'checkout.step1.errors',
    area: 'Checkout',
    description:
      "checkout.step1.errors — each required field; card errors ('Card Element not found', provider message, 'Failed to register payment method', 'An unexpected error occurred')",
  },
  { key: 'checkout.step1.saving', area: 'Checkout', description: 'checkout.step1.saving' },
  {
    key: 'checkout.step2.saved-card',
    area: 'Checkout',
    description:
      'checkout.step2.saved-card — skipped step 1; brand logo (visa, mastercard, amex, generic), last four, expiry; no back button',
  },
  {
    key: 'checkout.step2.entered-details',
    area: 'Checkout',
    description: 'checkout.step2.entered-details — after step 1; back button present',
  },
  {
    key: 'checkout.step2.summary',
    area: 'Checkout',
    description:
      'checkout.step2.summary — plan name + price/month, proration line (remaining days, amount), total due today, next billing date',
  },
  { key: 'checkout.confirming', area: 'Checkout', description: 'checkout.confirming / checkout.error' },
  { key: 'checkout.error', area: 'Checkout', description: 'checkout.confirming / checkout.error' },
  {
    key: 'checkout.requires-action',
    area: 'Checkout',
    description:
      "checkout.requires-action — 402 modal 'extra step required', server message or default text, 'Go to account'",
  },
  { key: 'checkout.success', area: 'Checkout', description: 'checkout.success → /account with the success message' },
  {
    key: 'checkout.requires-action.in-page',
    area: 'Checkout',
    description:
      "checkout.requires-action.in-page — a 402 with a payment intent's client secret (openapi.yaml extension): the provider's extra step runs in the page, then /account; if it fails, the 402 modal (issue 17)",
  },
  {
    key: 'checkout.step2.use-different-card',
    area: 'Checkout',
    description:
      "checkout.step2.use-different-card — with a saved card, 'Use a different card' opens step 1, whose card replaces the saved one (issue 17)",
  },
  {
    key: 'feedback.form',
    area: 'Feedback',
    description: 'feedback.form — category select (default general feedback, 9 categories), counters x/255 and x/5000',
  },
  {
    key: 'feedback.draft-restored',
    area: 'Feedback',
    description:
      'feedback.draft-restored — what was typed before a session expired (or a reload) is back, with a note; sending forgets it (issue 17)',
  },
  {
    key: 'feedback.invalid',
    area: 'Feedback',
    description: 'feedback.invalid — send disabled when title or message blank; too-long messages',
  },
  {
    key: 'feedback.sending',
    area: 'Feedback',
    description:
      'feedback.sending / feedback.error / feedback.rate-limited (429 text) / feedback.success-modal → /account; Cancel → /account',
  },
  {
    key: 'feedback.error',
    area: 'Feedback',
    description:
      'feedback.sending / feedback.error / feedback.rate-limited (429 text) / feedback.success-modal → /account; Cancel → /account',
  },
  {
    key: 'feedback.rate-limited',
    area: 'Feedback',
    description:
      'feedback.sending / feedback.error / feedback.rate-limited (429 text) / feedback.success-modal → /account; Cancel → /account',
  },
  {
    key: 'feedback.success-modal',
    area: 'Feedback',
    description:
      'feedback.sending / feedback.error / feedback.rate-limited (429 text) / feedback.success-modal → /account; Cancel → /account',
  },
];
