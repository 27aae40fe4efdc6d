import { RequireAuth } from '@holostream/features/auth';
import { routeAt } from '@holostream/features/routes';
import { Outlet, useLocation } from 'react-router';

/**
 * Every page's parent (pathless): a signed-in route of the route table is guarded (signed out, to /login with the
 * way back), and a page that fails shows the crash screen inside the site's layout.
 */
export default function Page() {
  const { pathname } = useLocation();
  return routeAt(pathname)?.access === 'signed-in' ? <RequireAuth /> : <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../shell/route-error-boundary';
