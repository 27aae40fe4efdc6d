import { mergeResources, type FeatureResources } from '@holostream/features/shared';
import { aboutTexts } from '../pages/about/texts';
import { disclosureTexts } from '../pages/commercial-disclosure/texts';
import { contactTexts } from '../pages/contact/texts';
import { homeTexts } from '../pages/home/texts';
import { legalTexts } from '../pages/legal/texts';
import { siteTexts } from '../locales/texts';

/**
 * Every public page's namespace in both languages, for stories and tests. The site itself never loads them together:
 * each page's components add their own as they render (`useTexts`), so an app load carries only the shell's words
 * (the legal texts weigh most).
 */
export const pageResources: FeatureResources = mergeResources(
  homeTexts.resources,
  aboutTexts.resources,
  contactTexts.resources,
  legalTexts.resources,
  disclosureTexts.resources,
);

/** The site's own translations (layout and public pages), one namespace per area. */
export const siteResources: FeatureResources = mergeResources(siteTexts.resources, pageResources);
