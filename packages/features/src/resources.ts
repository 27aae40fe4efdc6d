import { accountResources } from './account/locales/resources';
import { authResources } from './auth/locales/resources';
import { billingResources } from './billing/locales/resources';
import { checkoutResources } from './checkout/locales/resources';
import { feedbackResources } from './feedback/locales/resources';
import { gettingStartedResources } from './getting-started/locales/resources';
import { pricingResources } from './pricing/locales/resources';
import { securityResources } from './security/locales/resources';
import { failureResources } from './shared/failures/resources';
import { formResources } from './shared/forms/resources';
import { mergeResources } from './shared/i18n/create-i18n';
import { teamResources } from './team/locales/resources';
import { usageResources } from './usage/locales/resources';

/**
 * The translations the site's shell loads up front: sign-in, reachable from every page (the header, the
 * session-expired modal). Pricing, checkout, the account area and feedback add theirs when their route
 * loads (pricing's plan names with checkout and the account too), so the other pages do not carry them. The failure messages come with the code that shows them (`useFailureText`).
 */
export const shellFeatureResources = /* @__PURE__ */ mergeResources(authResources);

/**
 * Every feature's translations, one namespace per feature (Storybook, tests, and apps that load
 * everything at once). Add a feature's `resources` here when it ships its `locales/{en,ja}.json`.
 */
export const featureResources = /* @__PURE__ */ mergeResources(
  failureResources,
  formResources,
  authResources,
  checkoutResources,
  pricingResources,
  accountResources,
  gettingStartedResources,
  billingResources,
  teamResources,
  usageResources,
  securityResources,
  feedbackResources,
);
