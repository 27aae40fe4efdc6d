import { layout, route, type RouteConfig } from '@react-router/dev/routes';
// React Router's CLI loads this file without the workspace's `source` condition: the table's own module, by path.
import { routeNames, routeTable, type RouteName } from '../../../packages/features/src/shared/routes/route-table.ts';

/** A route's module: `routes/<name in kebab case>.tsx` (commercialDisclosure → routes/commercial-disclosure.tsx). */
const moduleOf = (name: RouteName) => `routes/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;
const routesWhere = (usesApi: boolean) =>
  routeNames
    .filter((name) => routeTable[name].usesApi === usesApi)
    .map((name) => route(routeTable[name].path, moduleOf(name), { id: name }));

/**
 * Every route of the route table under the one parent that guards and catches them, and a 404 for the rest. The
 * pages that call the API sit under the data layer's layout, so a content page never loads it.
 */
export default [
  layout('routes/page.tsx', [
    ...routesWhere(false),
    layout('routes/with-api.tsx', routesWhere(true)),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
