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
