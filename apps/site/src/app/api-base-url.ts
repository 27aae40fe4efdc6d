/**
 * The API's base address: the build's `VITE_API_BASE_URL`, or in the demo (empty) this origin, where the sandbox
 * answers. `location` is the page's, or the plans worker's (the same origin).
 */
export function siteApiBaseUrl(): string {
  return import.meta.env.VITE_API_BASE_URL || globalThis.location.origin;
}
