import type { ApiClient } from '@holostream/api';
import { createContext, use, type ReactNode } from 'react';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Gives every feature hook the one typed API client the app (or a story) created. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The API client of the nearest `ApiClientProvider`. */
export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>.');
  return client;
}
