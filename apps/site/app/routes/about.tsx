import { pageMeta } from '../i18n/page-title';
import { DOCUMENT } from '../route-handle';

export const meta = pageMeta('about');

/** A document: its page ships no app. */
export const handle = DOCUMENT;

export { AboutPage as default } from '../pages/about/about-page';
