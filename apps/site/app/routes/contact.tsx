import { pageMeta } from '../i18n/page-title';
import { DOCUMENT } from '../route-handle';

export const meta = pageMeta('contact');

/** A document: its page ships no app. */
export const handle = DOCUMENT;

export { ContactPage as default } from '../pages/contact/contact-page';
