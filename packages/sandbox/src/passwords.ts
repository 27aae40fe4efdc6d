/**
 * Salted password hashes with WebCrypto PBKDF2 (SHA-256), so the same code runs in Node and in the browser (MSW).
 * A hash is stored as `pbkdf2-sha256$<iterations>$<salt hex>$<hash hex>`.
 */
import { toHex, type RandomBytes } from './random';

export const DEFAULT_PASSWORD_ITERATIONS = 100_000;

const encoder = new TextEncoder();

async function derive(password: string, saltHex: string, iterations: number): Promise<string> {
  const salt = Uint8Array.from(saltHex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  const material = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, 256);
  return toHex(new Uint8Array(bits));
}

/**
 * Hashes of the seeded accounts. Their salts come from the seeded PRNG, so every fresh world (one per test or
 * story) has the same hashes: computing them once per process keeps the suites fast. Only seeding uses it.
 */
const seededHashes = new Map<string, Promise<string>>();

export async function hashPassword(
  password: string,
  bytes: RandomBytes,
  iterations: number,
  { seeded = false }: { seeded?: boolean } = {},
): Promise<string> {
  const saltHex = toHex(bytes(16));
  let hash: Promise<string>;
  if (seeded) {
    const key = `${iterations}$${saltHex}$${password}`;
    hash = seededHashes.get(key) ?? derive(password, saltHex, iterations);
    seededHashes.set(key, hash);
  } else {
    hash = derive(password, saltHex, iterations);
  }
  return `pbkdf2-sha256$${iterations}$${saltHex}$${await hash}`;
}

/** Checks a password against a stored hash, comparing in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltHex, expected] = stored.split('$');
  const iterations = Number(iterationsText);
  if (scheme !== 'pbkdf2-sha256' || !saltHex || !expected || !Number.isInteger(iterations) || iterations < 1) {
    return false;
  }
  const actual = await derive(password, saltHex, iterations);
  let difference = actual.length ^ expected.length;
  for (let index = 0; index < actual.length; index += 1) {
    difference |= actual.charCodeAt(index) ^ (expected.charCodeAt(index) || 0);
  }
  return difference === 0;
}

/** A hash no password matches, checked when the e-mail is unknown so that both answers take as long. */
export function unknownAccountHash(iterations: number): string {
  return `pbkdf2-sha256$${iterations}$${'0'.repeat(32)}$${'0'.repeat(64)}`;
}
