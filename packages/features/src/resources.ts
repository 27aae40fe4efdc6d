import { accountTexts } from './account/locales/texts';
import { authTexts } from './auth/locales/texts';
import { billingTexts } from './billing/locales/texts';
import { cardTexts } from './card/locales/texts';
import { checkoutTexts } from './checkout/locales/texts';
import { feedbackTexts } from './feedback/locales/texts';
import { gettingStartedTexts } from './getting-started/locales/texts';
import { pricingTexts } from './plans/locales/texts';
import { securityTexts } from './security/locales/texts';
import { failureTexts } from './shared/failures/texts';
import { formTexts } from './shared/forms/texts';
import { mergeResources } from './shared/i18n/create-i18n';
import { teamTexts } from './team/locales/texts';
import { usageTexts } from './usage/locales/texts';
import { hoursWarningTexts } from './usage/warning-locales/texts';

/**
 * Every feature's translations, one namespace per feature (Storybook, tests, and apps that load
 * everything at once). Add a feature's `resources` here when it ships its `locales/{en,ja}.json`.
 */
export const featureResources = /* @__PURE__ */ mergeResources(
  failureTexts.resources,
  formTexts.resources,
  authTexts.resources,
  checkoutTexts.resources,
  pricingTexts.resources,
  accountTexts.resources,
  gettingStartedTexts.resources,
  billingTexts.resources,
  cardTexts.resources,
  teamTexts.resources,
  usageTexts.resources,
  hoursWarningTexts.resources,
  securityTexts.resources,
  feedbackTexts.resources,
);
