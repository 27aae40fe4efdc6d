import { createSiteI18n } from './create-site-i18n';

/** The site's one i18next instance, its language detected and remembered (spec §1). */
export const i18n = createSiteI18n();
