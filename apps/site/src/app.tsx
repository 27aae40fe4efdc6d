import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { AppProviders, type AppServices } from './app/providers';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The site: providers around the router. */
export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
