import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('contact');

export { ContactPage as default } from '../pages/contact/contact-page';
