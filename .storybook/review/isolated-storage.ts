import { ISOLATED_STORAGE_PARAM } from './dialog-stories';

/** A `Storage` kept in memory, for this frame alone (it sends no `storage` event to the other frames). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

// Imported first by preview.tsx, before any module reads the storage (dialog-stories.ts says why).
if (new URLSearchParams(window.location.search).has(ISOLATED_STORAGE_PARAM)) {
  Object.defineProperty(window, 'localStorage', { value: memoryStorage(), configurable: true });
}
