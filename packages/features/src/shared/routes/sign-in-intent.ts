/**
 * Where a visitor meant to go before they were asked to sign in: the guarded route they opened (with its
 * query, e.g. `/account?tab=billing`) and the plan they chose. It travels in /login's and /signup's
 * navigation state and is kept in `sessionStorage` (this tab only), so it survives a reload, the way
 * from login to signup, and forgot and reset password. Forgotten once the person is anywhere else.
 */
import { readLoginState } from './route-state';
import { paths, type RedirectOrigin } from './route-table';

export interface SignInIntent {
  /** The path (with query and hash) to return to. */
  from?: string;
  /** The plan chosen on /plans, for checkout. */
  planId?: number;
}

export type IntentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = 'holostream:sign-in-intent';

/** The routes a sign-in passes through: the intent is kept on them and forgotten everywhere else. */
export const SIGN_IN_PATHS: readonly string[] = [paths.login, paths.signup, paths.resetPassword];

function sessionStore(): IntentStorage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** A location as a path string: `/account?tab=billing#history`. */
function originText(from: RedirectOrigin): string {
  return typeof from === 'string' ? from : `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** The intent a navigation state carries (tolerant: what is malformed is left out). */
export function intentFromState(state: unknown): SignInIntent {
  const { from, planId } = readLoginState(state);
  const intent: SignInIntent = {};
  if (from !== undefined) intent.from = originText(from);
  if (planId !== undefined) intent.planId = planId;
  return intent;
}

const isEmpty = (intent: SignInIntent) => intent.from === undefined && intent.planId === undefined;

/** The kept intent, or an empty one. */
export function readSignInIntent(storage: IntentStorage | undefined = sessionStore()): SignInIntent {
  try {
    const text = storage?.getItem(KEY);
    return text ? intentFromState(JSON.parse(text)) : {};
  } catch {
    return {};
  }
}

export function rememberSignInIntent(intent: SignInIntent, storage: IntentStorage | undefined = sessionStore()): void {
  try {
    if (isEmpty(intent)) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(intent));
  } catch {
    // A blocked storage keeps the intent in navigation state only.
  }
}

export function forgetSignInIntent(storage: IntentStorage | undefined = sessionStore()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * The intent of this visit to a sign-in route: what its navigation state carries (then kept for the
 * rest of the way), else what was kept earlier in this tab.
 */
export function resolveSignInIntent(state: unknown, storage: IntentStorage | undefined = sessionStore()): SignInIntent {
  const carried = intentFromState(state);
  if (isEmpty(carried)) return readSignInIntent(storage);
  rememberSignInIntent(carried, storage);
  return carried;
}
