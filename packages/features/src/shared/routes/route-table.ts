/**
 * The one route table of the site (spec §2): every path, and the navigation state each route reads.
 * Features and pages build every link and `navigate` call with `routeTo`, never with a path string.
 */
export const paths = {
  home: '/',
  about: '/about',
  plans: '/plans',
  contact: '/contact',
  legal: '/legal',
  commercialDisclosure: '/commercial-disclosure',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  account: '/account',
  checkout: '/checkout',
  feedback: '/feedback',
} as const;

export type RouteName = keyof typeof paths;
export type RoutePath = (typeof paths)[RouteName];

/** Where someone came from: a path, or a location object as react-router gives it. */
export type RedirectOrigin = string | { pathname: string; search?: string; hash?: string };

/**
 * /login's state. `RequireAuth` and the session-expired dialog set `from` (and `planId` when the
 * guarded route had one); pricing sets `{ from: '/checkout', planId }` for "get started".
 */
export interface LoginState {
  from?: RedirectOrigin;
  planId?: number;
  /** Set by signup when the new account still has to log in: prefills the e-mail, shows a notice. */
  accountCreated?: { email: string };
}

/** /signup's state: where the person meant to go (login's link to signup hands it on). */
export type SignupState = Pick<LoginState, 'from' | 'planId'>;

/** /plans' state: why the person was sent there (checkout opened without a plan it can sell). */
export interface PlansState {
  notice: 'choose-plan';
}

/** /checkout's state: the plan being bought. */
export interface CheckoutState {
  planId: number;
}

/** /account's state after a purchase: the message to show at the top of the general tab. */
export interface AccountState {
  successMessage: string;
}

/** The navigation state each route reads (none for the others). */
export interface RouteStates {
  login: LoginState;
  signup: SignupState;
  plans: PlansState;
  checkout: CheckoutState;
  account: AccountState;
}

type StateOf<Name extends RouteName> = Name extends keyof RouteStates ? RouteStates[Name] : never;

/** A link target: the path and its typed state, for `<Link {...routeTo('checkout', { planId })}>` or `navigate`. */
export interface RouteTarget<Name extends RouteName = RouteName> {
  to: (typeof paths)[Name];
  state?: StateOf<Name>;
}

/** The target of a route, with the state that route reads. */
export function routeTo<Name extends RouteName>(name: Name, state?: StateOf<Name>): RouteTarget<Name> {
  return state === undefined ? { to: paths[name] } : { to: paths[name], state };
}
