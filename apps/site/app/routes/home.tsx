import { pageMeta } from '../i18n/page-title';
import { DOCUMENT } from '../route-handle';

export const meta = pageMeta('home');

/** A document: its links, the language link, the phone menu and the play button work without the app. */
export const handle = DOCUMENT;

export { HomePage as default } from '../pages/home/home-page';
