export {
  defaultSiteLinks,
  PLAN_PARAM,
  REDIRECT_PARAM,
  sameSitePath,
  SiteLinksProvider,
  useSiteLinks,
  withPlan,
  withWayBack,
  type SiteLinks,
} from './site-links';
export {
  afterSignIn,
  readAccountCreatedEmail,
  readCheckoutPlan,
  readPlanId,
  readRedirectTo,
  wayBack,
  type AccountState,
  type LoginState,
} from './address';
export { useAddress } from './use-address';
export { STRIPE_LINK_HOSTS, TrustedHostsProvider, trustedUrl, useTrustedHosts } from './trusted-url';
