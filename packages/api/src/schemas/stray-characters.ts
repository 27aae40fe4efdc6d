/** Cleaning what people type and what servers say before it reaches a one-line place on the screen. */

/**
 * Characters no person means to type into a name or a title: C0 and C1 controls but the line break and the tab,
 * DEL, and the bidirectional marks and overrides that make a name read backwards (U+200E/F, U+202A–E, U+2066–9).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const STRAY = /[\0-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text without stray characters; a one-line text's line breaks and tabs become spaces, a text with lines keeps them. */
export function withoutStrayCharacters(text: string, { lines = false }: { lines?: boolean } = {}): string {
  return (lines ? text.replace(/\r\n?/g, '\n') : text.replace(/[\r\n\t]+/g, ' ')).replace(STRAY, '');
}
