import { layout, route, type RouteConfig } from '@react-router/dev/routes';
// React Router's CLI loads this file without the workspace's `source` condition: the table's own module, by path.
import { routeNames, routeTable } from '../../../packages/features/src/shared/routes/route-table.ts';

/** A route's module: `routes/<name in kebab case>.tsx` (commercialDisclosure → routes/commercial-disclosure.tsx). */
const moduleOf = (name: string) => `routes/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;

/** Every route of the route table, under the one parent that guards and catches them, and a 404 for the rest. */
export default [
  layout('routes/page.tsx', [
    ...routeNames.map((name) => route(routeTable[name].path, moduleOf(name), { id: name })),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
