/** Reading requests: the JSON body, checked against a schema; the origin links are built on. */
import type * as z from 'zod/mini';
import { badRequest } from './errors';
import type { SandboxContext } from './runtime';
import { parseWith } from './validation';

/** Bodies larger than this are refused before parsing (no operation needs more than a few kilobytes). */
export const MAX_BODY_CHARACTERS = 64 * 1024;

/** The request's JSON body, or a 400 that says what is wrong with it. */
export async function readJson(c: SandboxContext): Promise<unknown> {
  const type = c.req.header('content-type');
  if (type !== undefined && !/^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i.test(type.trim())) {
    throw badRequest('The request body must be JSON (Content-Type: application/json)');
  }
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest('The request body could not be read');
  }
  if (text.length > MAX_BODY_CHARACTERS) throw badRequest('The request body is too large');
  if (text.trim() === '') throw badRequest('The request body is missing');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

export async function readBody<Schema extends z.ZodMiniType>(
  c: SandboxContext,
  schema: Schema,
): Promise<z.output<Schema>> {
  const body = await readJson(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Validation failed', ['The request body must be a JSON object']);
  }
  return parseWith(schema, body);
}

/** The origin the client called, for links it can follow (invoices, downloads, reset links). */
export function requestOrigin(c: SandboxContext): string {
  return new URL(c.req.url).origin;
}

/** A path parameter that must be a positive integer; null otherwise. */
export function positiveInt(text: string | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
