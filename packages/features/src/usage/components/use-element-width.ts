import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The content width of an element, kept current with a ResizeObserver (it reports once when it starts
 * observing). Where there is none (jsdom), `fallback`.
 */
export function useElementWidth<T extends HTMLElement>(fallback = 640) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(() => (typeof ResizeObserver === 'undefined' ? fallback : 0));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
