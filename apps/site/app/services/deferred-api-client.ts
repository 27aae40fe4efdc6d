import type * as Api from '@holostream/api';
import type { ApiClient, ApiClientOptions } from '@holostream/api';

type AnyCall = (...args: unknown[]) => unknown;

/** The module that holds `createApiClient` (zod and the response schemas come with it). */
export type ApiModule = Pick<typeof Api, 'createApiClient'>;

/**
 * An `ApiClient` whose real client (openapi-fetch, zod, the contract's response schemas) loads on the
 * first call, so that code stays out of what the home page needs before it is interactive. Each call
 * behaves exactly as on the real client: same arguments, same answer, same `ApiError`s.
 */
export function createDeferredApiClient(
  options: ApiClientOptions,
  load: () => Promise<ApiModule> = () => import('@holostream/api'),
): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const real = () => (client ??= load().then(({ createApiClient }) => createApiClient(options)));

  // openapi-fetch's client: requests wait for the real one; `use`/`eject` apply to it once loaded.
  const raw = new Proxy({} as ApiClient['raw'], {
    get: (_target, key: string | symbol) => {
      if (typeof key !== 'string' || key === 'then') return undefined;
      if (key === 'use' || key === 'eject') {
        return (...args: unknown[]) => void real().then((loaded) => (loaded.raw[key] as AnyCall)(...args));
      }
      return async (...args: unknown[]) => {
        const loaded = await real();
        return ((loaded.raw as unknown as Record<string, AnyCall>)[key] ?? missing(key))(...args);
      };
    },
  });

  // Every operation, without listing them here (the client's own type is the list): a call waits for
  // the real client and is made on it. Not a thenable, so `await client` gives the client itself.
  return new Proxy({} as ApiClient, {
    get: (_target, key: string | symbol) => {
      if (key === 'raw') return raw;
      if (typeof key !== 'string' || key === 'then') return undefined;
      return async (...args: unknown[]) => {
        const loaded = await real();
        return ((loaded as unknown as Record<string, AnyCall>)[key] ?? missing(key))(...args);
      };
    },
  });
}

function missing(key: string): never {
  throw new TypeError(`The API client has no "${key}".`);
}
