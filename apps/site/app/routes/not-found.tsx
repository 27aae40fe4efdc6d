import { pageMeta } from '../i18n/page-title';
import { DOCUMENT } from '../route-handle';

export const meta = pageMeta('notFound');

/** A document: the 404 page ships no app (static hosts answer an unknown address with it). */
export const handle = DOCUMENT;

/** Any address the site does not know: a 404 page with a link home. */
export { NotFoundPage as default } from '../shell/not-found-page';
