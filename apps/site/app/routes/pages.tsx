import { Outlet } from 'react-router';

/** Every page's parent: a page that fails shows the crash screen inside the site's layout, not a blank page. */
export default function Pages() {
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../shell/route-error-boundary';
