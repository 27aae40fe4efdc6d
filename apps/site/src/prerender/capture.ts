import type { ReactNode } from 'react';

/** What scripts/prerender.ts exposes to the page it captures (a Playwright binding). */
interface CaptureWindow {
  holostreamPrerender?: (html: string) => Promise<void>;
}

/**
 * At build time (scripts/prerender.ts) the page also hands over its HTML as React's server renderer
 * writes it: the text separators and `useId` values of that HTML are the ones `hydrateRoot` expects,
 * which the DOM of a client render does not have. The server renderer is a chunk of its own that
 * visitors never load. Returns false for a visitor, who has no such binding.
 */
export function captureForPrerender(render: () => ReactNode): boolean {
  const capture = (window as CaptureWindow).holostreamPrerender;
  if (!capture) return false;
  void import('react-dom/server').then(({ renderToString }) => capture(renderToString(render())));
  return true;
}
