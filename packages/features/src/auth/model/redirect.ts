/**
 * Where the login screen sends a signed-in person (spec §2 Login): back to the route they came from,
 * or /account; from checkout with a plan id, to checkout with that plan, replacing the history entry.
 */

import { paths, readPlanId, type CheckoutState, type LoginState } from '../../shared/routes';

/** /login's navigation state (the route table's `LoginState`). */
export type LoginRedirectState = LoginState;

export interface RedirectTarget {
  to: string;
  replace: true;
  state?: CheckoutState;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

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
  if (origin === undefined || origin.pathname === paths.login) return { to: paths.account, replace: true };
  if (origin.pathname === paths.checkout && planId !== undefined) {
    return { to: paths.checkout, replace: true, state: { planId } };
  }
  return { to: `${origin.pathname}${origin.rest}`, replace: true };
}
