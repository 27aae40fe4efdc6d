import type { ApiClient } from '@holostream/api';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Starts a screen's reads before it renders (TanStack Query's `prefetchQuery`, from a route's loader): its calls go
 * out as soon as the page's code has run, not after React has drawn the page. Nothing waits for them; the screen's
 * own queries pick up the answers.
 */
export type ScreenPrefetch = (queryClient: QueryClient, client: ApiClient) => void;
