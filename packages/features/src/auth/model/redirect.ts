/**
 * Where the login screen sends a signed-in person (spec §2 Login): back to the route they came from,
 * or /account; from checkout with a plan id, to checkout with that plan, replacing the history entry.
 */

/** Where someone came from: a path, or a location object as react-router gives it. */
export type RedirectOrigin = string | { pathname: string; search?: string; hash?: string };

/**
 * The navigation state the login screen reads. `RequireAuth` sets `from` (and `planId` when the
 * guarded route had one); the pricing page sets `{ from: '/checkout', planId }` for "get started".
 */
export interface LoginRedirectState {
  from?: RedirectOrigin;
  planId?: number;
  /** Set by signup when the new account still has to log in: prefills the e-mail, shows a notice. */
  accountCreated?: { email: string };
}

export const ACCOUNT_PATH = '/account';
export const CHECKOUT_PATH = '/checkout';
export const LOGIN_PATH = '/login';

export interface RedirectTarget {
  to: string;
  replace: true;
  state?: { planId: number };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A plan id as navigation state may carry it: a positive integer (a numeric string is accepted too). */
export function readPlanId(state: unknown): number | undefined {
  if (!isRecord(state)) return undefined;
  const raw = state.planId;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The origin as a path inside this site, or undefined (absent, malformed, or another origin). */
function originPath(from: unknown): { pathname: string; rest: string } | undefined {
  let pathname: unknown;
  let rest = '';
  if (typeof from === 'string') {
    const match = /^([^?#]*)(.*)$/.exec(from);
    pathname = match?.[1];
    rest = match?.[2] ?? '';
  } else if (isRecord(from)) {
    pathname = from.pathname;
    const search = typeof from.search === 'string' ? from.search : '';
    const hash = typeof from.hash === 'string' ? from.hash : '';
    rest = `${search}${hash}`;
  }
  // Only paths of this site: "//host" or "https://…" would be an open redirect.
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return undefined;
  if (pathname.includes('\\')) return undefined;
  return { pathname, rest };
}

/** Where to go once signed in, given the login screen's navigation state. */
export function redirectAfterLogin(state: unknown): RedirectTarget {
  const origin = originPath(isRecord(state) ? state.from : undefined);
  const planId = readPlanId(state);
  if (origin === undefined || origin.pathname === LOGIN_PATH) return { to: ACCOUNT_PATH, replace: true };
  if (origin.pathname === CHECKOUT_PATH && planId !== undefined) {
    return { to: CHECKOUT_PATH, replace: true, state: { planId } };
  }
  return { to: `${origin.pathname}${origin.rest}`, replace: true };
}
