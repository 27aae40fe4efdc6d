/**
 * What a person chose lives in the address (docs/architecture.md, "The choice in the address"): the plan being
 * bought (`/checkout?plan=3`) and the way back after signing in (`/login?redirectTo=/account%3Ftab%3Dbilling`).
 * Shareable, reload-safe, and readable before the app has loaded.
 */
import { paths } from './route-table';

export const PLAN_PARAM = 'plan';
export const REDIRECT_PARAM = 'redirectTo';

/**
 * `value` when it is a path of this site: a single leading `/`, no second `/` or `\` after it (another host),
 * no backslash or control character anywhere. Anything else (`//x`, `/\x`, `https://…`, `javascript:…`) is
 * undefined, so an address can never send a person to another site.
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.includes('\\')) return undefined;
  const control = [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
  return control ? undefined : value;
}

/** The way back an address carries (`?redirectTo=`), when it is a path of this site. */
export function readRedirectTo(search: URLSearchParams): string | undefined {
  return sameSitePath(search.get(REDIRECT_PARAM));
}

/** `/login`, or `/login?redirectTo=<target>` (also /signup: the same way back). */
export function signInHref(route: 'login' | 'signup', redirectTo?: string): string {
  const target = sameSitePath(redirectTo);
  return target === undefined ? paths[route] : `${paths[route]}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}

/** A plan id as an address or navigation state may carry it: a positive whole number. */
export function readPlanId(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * The plan of a checkout address (`?plan=`), else of the older links' navigation state (`{ planId }`): a number, 'none'
 * when neither names one, or 'invalid' when the address names something that is no plan id (`?plan=abc`).
 */
export function readCheckoutPlan(search: URLSearchParams, state: unknown): number | 'none' | 'invalid' {
  const raw = search.get(PLAN_PARAM);
  if (raw !== null) return readPlanId(raw) ?? 'invalid';
  const fromState = typeof state === 'object' && state !== null ? (state as { planId?: unknown }).planId : undefined;
  return readPlanId(fromState) ?? 'none';
}

/** The address to come back to after signing in: this one; checkout with the plan its navigation state named. */
export function wayBack(location: { pathname: string; search: string; hash: string; state: unknown }): string {
  const plan = readCheckoutPlan(new URLSearchParams(location.search), location.state);
  if (location.pathname === paths.checkout && typeof plan === 'number') return checkoutHref(plan);
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Checkout for a plan: `/checkout?plan=3`. */
export function checkoutHref(planId: number): string {
  return `${paths.checkout}?${new URLSearchParams({ [PLAN_PARAM]: String(planId) })}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The way back of the older links' navigation state (`{ from, planId }`), as a path: checkout keeps its plan. */
function redirectFromState(state: unknown): string | undefined {
  if (!isRecord(state)) return undefined;
  const { from } = state;
  const origin = isRecord(from)
    ? `${String(from.pathname)}${typeof from.search === 'string' ? from.search : ''}`
    : from;
  const target = sameSitePath(origin);
  const planId = readPlanId(state.planId);
  return target === paths.checkout && planId !== undefined ? checkoutHref(planId) : target;
}

/**
 * Where a signed-in person goes from /login or /signup: the way back the address carries (or, as docs/product.md has it,
 * the navigation state), else /account.
 */
export function afterSignIn(search: URLSearchParams, state?: unknown): string {
  const target = readRedirectTo(search) ?? redirectFromState(state);
  const pathname = target?.replace(/[?#].*$/, '');
  return target === undefined || pathname === paths.login || pathname === paths.signup ? paths.account : target;
}

/** The success message /account was opened with after a purchase, or null. */
export function readSuccessMessage(state: unknown): string | null {
  const message = isRecord(state) ? state.successMessage : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Why /plans was opened by checkout, or null. */
export function readPlansNotice(state: unknown): 'choose-plan' | null {
  return isRecord(state) && state.notice === 'choose-plan' ? 'choose-plan' : null;
}

/** The e-mail signup handed to /login (the account still has to log in), or undefined. */
export function readAccountCreatedEmail(state: unknown): string | undefined {
  const created = isRecord(state) ? state.accountCreated : undefined;
  return isRecord(created) && typeof created.email === 'string' ? created.email : undefined;
}
