import { mergeResources, type FeatureResources } from '@holostream/features/shared';
import { aboutResources } from '../pages/about/resources';
import { disclosureResources } from '../pages/commercial-disclosure/resources';
import { contactResources } from '../pages/contact/resources';
import { homeResources } from '../pages/home/resources';
import { legalResources } from '../pages/legal/resources';
import { shellResources, toFeatureResources } from './resources';

/**
 * Every public page's namespace in both languages, for stories and tests. The site itself never loads them together:
 * each page adds its own when its chunk loads (`useFeatureResources`), so an app load carries only the shell's words
 * (the legal texts weigh most). Kept out of resources.ts, which the entry imports.
 */
export const pageResources: FeatureResources = toFeatureResources(
  mergeResources(homeResources, aboutResources, contactResources, legalResources, disclosureResources),
);

/** The site's own translations (layout and public pages), one namespace per area. */
export const siteResources: FeatureResources = toFeatureResources(mergeResources(shellResources, pageResources));
