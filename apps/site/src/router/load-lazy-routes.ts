import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy modules of the routes matching `location` into the route objects, as React Router
 * advises before a first render over server HTML. A chunk that fails to load is left lazy: the
 * router then loads it again and shows its error boundary if that fails too.
 */
export async function loadLazyRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      } catch {
        // Left to the router (above).
      }
    }),
  );
}
