import { mergeResources, type FeatureResources } from '@holostream/features/shared';
import siteEn from '../locales/en.json';
import siteJa from '../locales/ja.json';
import aboutEn from '../pages/about/locales/en.json';
import aboutJa from '../pages/about/locales/ja.json';
import disclosureEn from '../pages/commercial-disclosure/locales/en.json';
import disclosureJa from '../pages/commercial-disclosure/locales/ja.json';
import contactEn from '../pages/contact/locales/en.json';
import contactJa from '../pages/contact/locales/ja.json';
import homeEn from '../pages/home/locales/en.json';
import homeJa from '../pages/home/locales/ja.json';
import legalEn from '../pages/legal/locales/en.json';
import legalJa from '../pages/legal/locales/ja.json';

/**
 * Every public page's namespace in both languages, for stories and tests. The site itself never loads them together:
 * each page's `defineTexts` fetches its words in the page's language when the page shows them.
 */
export const pageResources: FeatureResources = {
  en: { home: homeEn, about: aboutEn, contact: contactEn, legal: legalEn, disclosure: disclosureEn },
  ja: { home: homeJa, about: aboutJa, contact: contactJa, legal: legalJa, disclosure: disclosureJa },
};

/** The site's own translations (layout and public pages), one namespace per area. */
export const siteResources: FeatureResources = mergeResources(
  { en: { site: siteEn }, ja: { site: siteJa } },
  pageResources,
);
