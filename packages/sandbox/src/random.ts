/**
 * Randomness of the sandbox. The seeded world uses a seeded PRNG, so that the same seed always gives the same demo
 * world (stable stories and screenshots); what happens at run time (new tokens, codes, salts) uses WebCrypto.
 */

/** A source of random bytes: the seeded PRNG while seeding, WebCrypto afterwards. */
export type RandomBytes = (length: number) => Uint8Array;

/** mulberry32: small, fast and good enough for demo data; not for secrets. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seededBytes(random: () => number): RandomBytes {
  return (length) => Uint8Array.from({ length }, () => Math.floor(random() * 256));
}

export const cryptoBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Upper-case letters and digits without the look-alikes 0/O and 1/I, so a code read aloud survives. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An invitation code, XXXX-XXXX-XXXX-XXXX. */
export function invitationCode(bytes: RandomBytes): string {
  // 32 symbols: a byte modulo 32 is uniform.
  const symbols = Array.from(bytes(16), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length] ?? 'A').join('');
  return [0, 4, 8, 12].map((start) => symbols.slice(start, start + 4)).join('-');
}
