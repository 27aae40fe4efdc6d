/** The API's base address: the build's `VITE_API_BASE_URL`, or in the demo (empty) this origin, where the sandbox answers. */
export function siteApiBaseUrl(): string {
  return import.meta.env.VITE_API_BASE_URL ?? '';
}
