import { mergeResources } from '@holostream/features/shared';

/** The site's own translations (layout, public pages), one namespace per area. */
export const siteResources = mergeResources();
