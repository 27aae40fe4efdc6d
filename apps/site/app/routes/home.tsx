import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('home');

export { HomePage as default } from '../pages/home/home-page';
