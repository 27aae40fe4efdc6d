import type * as Api from '@holostream/api';
import { contractOperations, type ApiClient, type ApiClientOptions, type OperationId } from '@holostream/api';

/** Every operation of the client: the contract's operation ids (the client has one method for each). */
const METHODS = Object.keys(contractOperations) as OperationId[];

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

  const methods = Object.fromEntries(
    METHODS.map((name) => [name, async (...args: unknown[]) => ((await real())[name] as AnyCall)(...args)]),
  ) as Omit<ApiClient, 'raw'>;

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

  return { ...methods, raw };
}

function missing(key: string): never {
  throw new TypeError(`The API client has no "${key}".`);
}
