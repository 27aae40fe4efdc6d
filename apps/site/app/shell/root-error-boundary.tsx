import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { CrashScreen } from './crash-screen';
import { page } from './route-error-boundary';

/** When the layout itself fails: the crash screen on its own, and retry reloads the page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="flex min-h-dvh flex-col">
      <CrashScreen onRetry={() => page.reload()} />
    </main>
  );
}
