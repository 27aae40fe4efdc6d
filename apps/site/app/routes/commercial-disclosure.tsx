import { pageMeta } from '../i18n/page-title';
import { DOCUMENT } from '../route-handle';

export const meta = pageMeta('commercialDisclosure');

/** A document: its page ships no app. */
export const handle = DOCUMENT;

export { CommercialDisclosurePage as default } from '../pages/commercial-disclosure/commercial-disclosure-page';
