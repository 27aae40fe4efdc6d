/** The site's routes come from the one route table of the features (spec §2). */
export { paths, routeTo, type RouteName, type RoutePath } from '@holostream/features/shared';
