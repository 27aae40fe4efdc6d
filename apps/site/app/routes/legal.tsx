import { pageMeta } from '../i18n/page-title';
import { DOCUMENT } from '../route-handle';

export const meta = pageMeta('legal');

/** A document: its page ships no app. */
export const handle = DOCUMENT;

export { LegalPage as default } from '../pages/legal/legal-page';
