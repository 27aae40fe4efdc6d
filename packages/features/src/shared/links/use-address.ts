import { useLocation, useSearchParams } from 'react-router';
import { useHydrated } from '../use-hydrated';

const NOTHING = new URLSearchParams();

/**
 * The query, fragment and navigation state of the address, for a screen that may be prerendered: empty in the render that
 * adopts the prerendered HTML (made without them), then what the address carries.
 */
export function useAddress(): { search: URLSearchParams; hash: string; state: unknown } {
  const [search] = useSearchParams();
  const { hash, state } = useLocation();
  return useHydrated() ? { search, hash, state: state as unknown } : { search: NOTHING, hash: '', state: null };
}
