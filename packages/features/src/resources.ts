import { authResources } from './auth/locales/resources';
import { checkoutResources } from './checkout/locales/resources';
import { pricingResources } from './pricing/locales/resources';
import { mergeResources } from './shared/i18n/create-i18n';

/**
 * Every feature's translations, one namespace per feature. Add a feature's `resources` here when it
 * ships its `locales/{en,ja}.json`.
 */
export const featureResources = mergeResources(authResources, checkoutResources, pricingResources);
