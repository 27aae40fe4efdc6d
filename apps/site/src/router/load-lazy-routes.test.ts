import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadLazyRoutes } from './load-lazy-routes';

const Page = () => null;

describe('loadLazyRoutes', () => {
  it('loads the lazy modules of the matching routes into them, and only those', async () => {
    const about = vi.fn(async () => ({ Component: Page }));
    const plans = vi.fn(async () => ({ Component: Page }));
    const routes: RouteObject[] = [
      {
        id: 'root',
        children: [
          { path: '/about', lazy: about },
          { path: '/plans', lazy: plans },
        ],
      },
    ];

    await loadLazyRoutes(routes, { pathname: '/about' });

    const [aboutRoute, plansRoute] = routes[0]?.children ?? [];
    expect(aboutRoute).toMatchObject({ path: '/about', Component: Page, lazy: undefined });
    expect(plans).not.toHaveBeenCalled();
    expect(plansRoute?.lazy).toBe(plans);
  });

  it('leaves a route whose chunk fails to load lazy, for the router to retry', async () => {
    const failing = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    const routes: RouteObject[] = [{ path: '/about', lazy: failing }];

    await expect(loadLazyRoutes(routes, { pathname: '/about' })).resolves.toBeUndefined();
    expect(routes[0]?.lazy).toBe(failing);
  });
});
