import { pageMeta } from '../i18n/page-title';

export const meta = pageMeta('notFound');

/** Any path the route table does not know: a 404 page with a link home. */
export { NotFoundPage as default } from '../shell/not-found-page';
