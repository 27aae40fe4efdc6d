import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('about');

export { AboutPage as default } from '../pages/about/about-page';
