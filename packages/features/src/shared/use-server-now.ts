import { onServerClockChange, serverClockOffset } from '@holostream/api';
import { useMemo, useState, useSyncExternalStore } from 'react';

/**
 * The server's time when the component first rendered (`@holostream/api`'s server clock), moved along when the page
 * learns that the device's clock is off: the month a tab asks for is then the server's. `pinned` (stories, tests)
 * wins.
 */
export function useServerNow(pinned?: Date): Date {
  const [openedAt] = useState(() => Date.now());
  const offset = useSyncExternalStore(onServerClockChange, serverClockOffset, () => 0);
  return useMemo(() => pinned ?? new Date(openedAt + offset), [pinned, openedAt, offset]);
}
