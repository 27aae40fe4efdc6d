/**
 * Narrows a translated array (`t(key, { returnObjects: true })`) to its strings. i18next types that
 * value loosely, and a locale file with the wrong shape should render nothing rather than crash.
 */
export function toStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
