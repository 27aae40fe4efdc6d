/**
 * What a person chose lives in the address (docs/architecture.md, "The choice in the address"): the plan being
 * bought (`/checkout?plan=3`) and the way back after signing in (`/login?redirectTo=/account%3Ftab%3Dbilling`).
 * Shareable, reload-safe, and readable before the app has loaded. The pages' own addresses are the app's
 * (`SiteLinks`).
 */
import { PLAN_PARAM, REDIRECT_PARAM, sameSitePath, type SiteLinks } from './site-links';

/** The way back an address carries (`?redirectTo=`), when it is a path of this site. */
export function readRedirectTo(search: URLSearchParams): string | undefined {
  return sameSitePath(search.get(REDIRECT_PARAM));
}

/** A plan id as an address or navigation state may carry it: a positive whole number. */
export function readPlanId(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * The plan of a checkout address (`?plan=`): a number, 'none' when it names none, or 'invalid' when it names
 * something that is no plan id (`?plan=abc`).
 */
export function readCheckoutPlan(search: URLSearchParams): number | 'none' | 'invalid' {
  const raw = search.get(PLAN_PARAM);
  return raw === null ? 'none' : (readPlanId(raw) ?? 'invalid');
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The way back of the older links' navigation state (`{ from, planId }`), as a path: checkout keeps its plan. */
function redirectFromState(state: unknown, links: SiteLinks): string | undefined {
  if (!isRecord(state)) return undefined;
  const { from } = state;
  const origin = isRecord(from)
    ? `${String(from.pathname)}${typeof from.search === 'string' ? from.search : ''}`
    : from;
  const target = sameSitePath(origin);
  const planId = readPlanId(state.planId);
  const checkout = links.checkout(1).replace(/\?.*$/, '');
  return target === checkout && planId !== undefined ? links.checkout(planId) : target;
}

const pathOf = (address: string) => address.replace(/[?#].*$/, '');

/**
 * Where a signed-in person goes from the login or signup page: the way back the address carries (or, as
 * docs/product.md has it, the navigation state), else the account.
 */
export function afterSignIn(links: SiteLinks, search: URLSearchParams, state?: unknown): string {
  const target = readRedirectTo(search) ?? redirectFromState(state, links);
  if (target === undefined) return links.account;
  const signInPages = [links.login(), links.signup()].map(pathOf);
  return signInPages.includes(pathOf(target)) ? links.account : target;
}

/** The address to come back to after signing in: the one being shown, whole. */
export function wayBack(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** /account's navigation state after a purchase: the message to show at the top of the general tab. */
export interface AccountState {
  successMessage: string;
}

/** /login's navigation state from signup, when the new account still has to log in: prefills the e-mail. */
export interface LoginState {
  accountCreated?: { email: string };
}

/** The e-mail signup handed to the login page (the account still has to log in), or undefined. */
export function readAccountCreatedEmail(state: unknown): string | undefined {
  const created = isRecord(state) ? state.accountCreated : undefined;
  return isRecord(created) && typeof created.email === 'string' ? created.email : undefined;
}
