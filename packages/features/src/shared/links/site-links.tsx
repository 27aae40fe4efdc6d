import { createContext, use, type ReactNode } from 'react';

/**
 * The addresses of the site's pages that the screens link to or send a person to. The app owns its URL scheme (its
 * routes, a language prefix) and hands the screens its links with `SiteLinksProvider`; without one, a screen links
 * to the site's English addresses (`defaultSiteLinks`). A way back (`redirectTo`) is a path of this site.
 */
export interface SiteLinks {
  home: string;
  plans: string;
  contact: string;
  /** The terms of service (the sign-up form's terms link). */
  terms: string;
  commercialDisclosure: string;
  account: string;
  feedback: string;
  /** Log in, and come back to `redirectTo` afterwards. */
  login: (redirectTo?: string) => string;
  /** Sign up, and come back to `redirectTo` afterwards. */
  signup: (redirectTo?: string) => string;
  /** Checkout for a plan. */
  checkout: (planId: number) => string;
}

/** The address parameters the screens read: the way back after signing in, and the plan being bought. */
export const REDIRECT_PARAM = 'redirectTo';
export const PLAN_PARAM = 'plan';

/** Any origin serves: a path of this site resolves to the origin it is resolved against, and nothing else does. */
const HERE = 'https://here.invalid';

/**
 * `value` when it is a path of this site: a single leading `/` (no second `/` or `\` after it: another host), no
 * backslash or control character anywhere, and resolved against an origin it stays there. Anything else (`//x`,
 * `/\x`, `https://…`, `javascript:…`) is undefined, so an address can never send a person to another site. Every
 * navigation built from an address goes through it.
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value) || value.includes('\\')) return undefined;
  const control = [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
  return !control && new URL(value, HERE).origin === HERE ? value : undefined;
}

/** `path`, with `?redirectTo=<target>` when the target is a path of this site. */
export function withWayBack(path: string, redirectTo?: string): string {
  const target = sameSitePath(redirectTo);
  return target === undefined ? path : `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}

/** `path` for a plan: `/checkout?plan=3`. */
export function withPlan(path: string, planId: number): string {
  return `${path}?${new URLSearchParams({ [PLAN_PARAM]: String(planId) })}`;
}

/** The site's pages in English at their own addresses: what a screen links to when the app gives no links. */
export const defaultSiteLinks: SiteLinks = {
  home: '/',
  plans: '/plans',
  contact: '/contact',
  terms: '/legal#terms',
  commercialDisclosure: '/commercial-disclosure',
  account: '/account',
  feedback: '/feedback',
  login: (redirectTo) => withWayBack('/login', redirectTo),
  signup: (redirectTo) => withWayBack('/signup', redirectTo),
  checkout: (planId) => withPlan('/checkout', planId),
};

const SiteLinksContext = createContext<SiteLinks>(defaultSiteLinks);

/** Hands the screens below the app's links (in the language of the page, say). */
export function SiteLinksProvider({ links, children }: { links: SiteLinks; children: ReactNode }) {
  return <SiteLinksContext value={links}>{children}</SiteLinksContext>;
}

/** The links of the nearest `SiteLinksProvider`, else `defaultSiteLinks`. */
export function useSiteLinks(): SiteLinks {
  return use(SiteLinksContext);
}
