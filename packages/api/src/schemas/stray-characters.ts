/** Cleaning what people type and what servers say before it reaches a one-line place on the screen. */

/**
 * Characters no person means to type into a name or a title: C0 and C1 controls, DEL, and the bidirectional
 * marks and overrides that make a name read backwards (U+200E/F, U+202A–E, U+2066–9). Line breaks and tabs are
 * kept only where text may have lines.
 */
function isStrayCharacter(code: number, keepLines: boolean): boolean {
  if (keepLines && (code === 0x0a || code === 0x09)) return false;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** The text without stray characters; a one-line text's line breaks become spaces, a text with lines keeps `\n`. */
export function withoutStrayCharacters(text: string, { lines = false }: { lines?: boolean } = {}): string {
  const normalised = lines ? text.replace(/\r\n?/g, '\n') : text.replace(/[\r\n\t]+/g, ' ');
  let kept = '';
  for (const character of normalised) {
    if (!isStrayCharacter(character.codePointAt(0) ?? 0, lines)) kept += character;
  }
  return kept;
}
