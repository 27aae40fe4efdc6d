/**
 * A code the site has no words for (`ON_HOLD`, `partially_refunded`), as words: "On hold", "Partially refunded".
 * Shown instead of the raw code, which no person should read.
 */
export function readableCode(code: string): string {
  const words = code.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
