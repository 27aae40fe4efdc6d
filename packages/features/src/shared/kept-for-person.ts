import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSignedInPerson } from './person';
import { localStore } from './session-storage';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same person changed it.
  globalThis.addEventListener?.('storage', listener);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', listener);
  };
}

function readKept<T>(raw: string | null, parse: (kept: unknown) => T | undefined, fallback: T): T {
  if (raw === null) return fallback;
  try {
    return parse(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * A small choice kept for the signed-in person in this browser across reloads (`holostream:<name>:<person>`): a
 * dismissed notice, a ticked step. `parse` reads what was kept (anything else, or nothing, is `fallback`). Nothing
 * is kept without a person, and the first render (a prerender, a hydration) always sees `fallback`. Like React's
 * `setState`, the setter takes the next value or a function of the one kept now.
 */
export function useKeptForPerson<T>(
  name: string,
  parse: (kept: unknown) => T | undefined,
  fallback: T,
): [T, (next: T | ((kept: T) => T)) => void] {
  const person = useSignedInPerson();
  const key = person === null ? null : `holostream:${name}:${person}`;
  const raw = useSyncExternalStore(
    subscribe,
    () => (key === null ? null : (localStore()?.getItem(key) ?? null)),
    () => null,
  );
  const value = useMemo(() => readKept(raw, parse, fallback), [raw, parse, fallback]);
  const keep = useCallback(
    (next: T | ((kept: T) => T)) => {
      if (key === null) return;
      try {
        const store = localStore();
        const value =
          typeof next === 'function'
            ? (next as (kept: T) => T)(readKept(store?.getItem(key) ?? null, parse, fallback))
            : next;
        store?.setItem(key, JSON.stringify(value));
      } catch {
        // A full or refused storage keeps nothing: the notice or step shows as it was.
      }
      for (const listener of listeners) listener();
    },
    [key, parse, fallback],
  );
  return [value, keep];
}
