import failuresEn from './shared/failures/locales/en.json';
import failuresJa from './shared/failures/locales/ja.json';
import formsEn from './shared/forms/locales/en.json';
import formsJa from './shared/forms/locales/ja.json';
import authEn from './auth/locales/en.json';
import authJa from './auth/locales/ja.json';
import checkoutEn from './checkout/locales/en.json';
import checkoutJa from './checkout/locales/ja.json';
import pricingEn from './plans/locales/en.json';
import pricingJa from './plans/locales/ja.json';
import accountEn from './account/locales/en.json';
import accountJa from './account/locales/ja.json';
import gettingStartedEn from './getting-started/locales/en.json';
import gettingStartedJa from './getting-started/locales/ja.json';
import billingEn from './billing/locales/en.json';
import billingJa from './billing/locales/ja.json';
import cardEn from './card/locales/en.json';
import cardJa from './card/locales/ja.json';
import teamEn from './team/locales/en.json';
import teamJa from './team/locales/ja.json';
import usageEn from './usage/locales/en.json';
import usageJa from './usage/locales/ja.json';
import hoursWarningEn from './usage/warning-locales/en.json';
import hoursWarningJa from './usage/warning-locales/ja.json';
import securityEn from './security/locales/en.json';
import securityJa from './security/locales/ja.json';
import feedbackEn from './feedback/locales/en.json';
import feedbackJa from './feedback/locales/ja.json';
import type { FeatureResources } from './shared/i18n/create-i18n';

/**
 * Every feature's words in both languages at once, one namespace per feature, for Storybook, tests and apps that load
 * everything up front. The site does not use it: each namespace's `defineTexts` fetches one language when a page shows
 * it. A new namespace goes here too (scripts/locales.test.ts fails until it does).
 */
export const featureResources: FeatureResources = {
  en: {
    failures: failuresEn,
    forms: formsEn,
    auth: authEn,
    checkout: checkoutEn,
    pricing: pricingEn,
    account: accountEn,
    gettingStarted: gettingStartedEn,
    billing: billingEn,
    card: cardEn,
    team: teamEn,
    usage: usageEn,
    hoursWarning: hoursWarningEn,
    security: securityEn,
    feedback: feedbackEn,
  },
  ja: {
    failures: failuresJa,
    forms: formsJa,
    auth: authJa,
    checkout: checkoutJa,
    pricing: pricingJa,
    account: accountJa,
    gettingStarted: gettingStartedJa,
    billing: billingJa,
    card: cardJa,
    team: teamJa,
    usage: usageJa,
    hoursWarning: hoursWarningJa,
    security: securityJa,
    feedback: feedbackJa,
  },
};
