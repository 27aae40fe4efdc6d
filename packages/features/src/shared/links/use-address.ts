import { useLocation, useSearchParams } from 'react-router';
import { useHydrated } from '../use-hydrated';

const NOTHING = new URLSearchParams();

/**
 * The query and navigation state of the address, for a screen that may be prerendered: empty in the render that
 * adopts the prerendered HTML (made without them), then what the address carries.
 */
export function useAddress(): { search: URLSearchParams; state: unknown } {
  const [search] = useSearchParams();
  const { state } = useLocation();
  return useHydrated() ? { search, state: state as unknown } : { search: NOTHING, state: null };
}
