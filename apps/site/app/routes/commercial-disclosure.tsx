import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('commercialDisclosure');

export { CommercialDisclosurePage as default } from '../pages/commercial-disclosure/commercial-disclosure-page';
