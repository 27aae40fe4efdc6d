/**
 * The API's base address: the build's `VITE_API_BASE_URL`, or in the demo (empty) this origin, where the sandbox
 * answers. At build, when the public pages are prerendered, there is no origin and no call is made.
 */
export function siteApiBaseUrl(): string {
  return import.meta.env.VITE_API_BASE_URL || (globalThis.location?.origin ?? '');
}
