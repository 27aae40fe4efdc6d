import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('legal');

export { LegalPage as default } from '../pages/legal/legal-page';
