/**
 * What people type as an identifier (an e-mail, a username, an invitation code), as the API takes it: a Japanese
 * keyboard types full-width letters, digits, `＠` and `－` by default, a phone adds spaces, a code is read out in
 * groups. The form schemas apply these before their checks, so what is checked is what is sent. Passwords are never
 * normalised: they are sent exactly as typed.
 */

import { withoutStrayCharacters } from './stray-characters';

/** Spaces of any kind, and the invisible characters a copy and paste brings along. */
const SPACES = /[\s\u200b-\u200d\u2060\ufeff]/gu;

/** The dashes people type between a code's groups: ASCII, Unicode's dashes and minus, the Japanese long vowel mark. */
const DASHES = /[-\u2010-\u2015\u2212\u30fc\ufe58\ufe63\uff0d]/gu;

/** NFKC (full-width `ｄｅｍｏ＠ｅｘ．ｃｏｍ` becomes `demo@ex.com`), without spaces or stray characters. */
export function normaliseIdentifier(text: string): string {
  return withoutStrayCharacters(text.normalize('NFKC')).replace(SPACES, '');
}

/**
 * An invitation code as the server writes it, `XXXX-XXXX-XXXX-XXXX` in capitals, from 16 letters and digits typed with
 * or without dashes, spaces, full-width or in lower case; anything else is left for the format check to refuse.
 */
export function normaliseInvitationCode(text: string): string {
  const identifier = normaliseIdentifier(text).toUpperCase();
  const bare = identifier.replace(DASHES, '');
  return /^[A-Z0-9]{16}$/.test(bare) ? (bare.match(/.{4}/g) ?? []).join('-') : identifier;
}

/** The length of a text as every limit of the site counts it: in Unicode code points, as JSON Schema's maxLength. */
export function textLength(text: string): number {
  return [...text].length;
}
