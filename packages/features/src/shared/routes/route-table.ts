/**
 * The one route table of the site (docs/product.md §2): each route's path, who may open it, whether its page is
 * prerendered at build, whether it talks to the API, and whether the session-expired modal may show there. The
 * site's router config, its prerender list, the guards and the expiry rule all read it; features and pages build
 * every link with `paths` and the address helpers (address.ts), never with a path string.
 */
export interface RouteEntry {
  path: string;
  /** Who may open it: anyone, or only a signed-in person (others go to /login and come back). */
  access: 'public' | 'signed-in';
  /** Rendered to HTML at build, so a visitor sees the page before any script runs. */
  prerender: boolean;
  /** Whether the session-expired modal may show here (not on the plans, which everyone may see). */
  sessionExpiredModal: boolean;
  /** Whether the page calls the API: only such pages load the data layer (TanStack Query and the client). */
  usesApi: boolean;
}

const contentPage = { access: 'public', prerender: true, sessionExpiredModal: true, usesApi: false } as const;
const publicPage = { ...contentPage, usesApi: true } as const;
const signedInPage = { access: 'signed-in', prerender: false, sessionExpiredModal: true, usesApi: true } as const;

export const routeTable = {
  home: { path: '/', ...contentPage },
  about: { path: '/about', ...contentPage },
  plans: { path: '/plans', ...publicPage, sessionExpiredModal: false },
  contact: { path: '/contact', ...contentPage },
  legal: { path: '/legal', ...contentPage },
  commercialDisclosure: { path: '/commercial-disclosure', ...contentPage },
  login: { path: '/login', ...publicPage },
  signup: { path: '/signup', ...publicPage },
  resetPassword: { path: '/reset-password', ...publicPage },
  account: { path: '/account', ...signedInPage },
  checkout: { path: '/checkout', ...signedInPage },
  feedback: { path: '/feedback', ...signedInPage },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routeTable;
export type RoutePath = (typeof routeTable)[RouteName]['path'];

export const routeNames = Object.keys(routeTable) as RouteName[];

/** Every route's path by name: `paths.checkout` is `'/checkout'`. */
export const paths = Object.fromEntries(routeNames.map((name) => [name, routeTable[name].path])) as {
  [Name in RouteName]: (typeof routeTable)[Name]['path'];
};

/** The entry whose path is `pathname` (a trailing slash ignored), if any. */
export function routeAt(pathname: string): RouteEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeNames.map((name) => routeTable[name]).find((entry) => entry.path === path);
}

/** The paths rendered at build (the router config's `prerender`). */
export const prerenderedPaths: string[] = routeNames
  .map((name) => routeTable[name])
  .filter((entry) => entry.prerender)
  .map((entry) => entry.path);

/** Whether the session-expired modal may show at `pathname` (an unknown path: yes). */
export function showsSessionExpiredModal(pathname: string): boolean {
  return routeAt(pathname)?.sessionExpiredModal ?? true;
}

/** /plans' navigation state: why the person was sent there (checkout opened without a plan it can sell). */
export interface PlansState {
  notice: 'choose-plan';
}

/** /account's navigation state after a purchase: the message to show at the top of the general tab. */
export interface AccountState {
  successMessage: string;
}

/** /login's navigation state from signup, when the new account still has to log in: prefills the e-mail. */
export interface LoginState {
  accountCreated?: { email: string };
}
