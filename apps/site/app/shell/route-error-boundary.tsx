import { reportError } from '@holostream/api';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { CrashScreen } from './crash-screen';
import { NotFoundPage } from './not-found-page';

/** A full page load (an object, so tests can watch it). */
export const page = { reload: () => window.location.reload() };

/** A lazy route chunk that failed to download (offline, or replaced by a new deployment). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|failed to fetch|loading chunk/i.test(error.message)
  );
}

/**
 * The `ErrorBoundary` of every route: the crash screen inside the layout instead of a blank page.
 * Retry renders the route again (a fresh location resets the boundary); a chunk that failed to load
 * is cached as failed by the router, so that case reloads the page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    reportError({ operation: 'page crashed', message: 'A route failed to render', error });
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const retry = () => {
    if (isChunkLoadError(error)) {
      page.reload();
      return;
    }
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state as unknown, preventScrollReset: true },
    );
  };
  return <CrashScreen onRetry={retry} notLoaded={isChunkLoadError(error)} />;
}
