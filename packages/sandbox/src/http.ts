/** Reading requests: the JSON body, checked against a schema; the origin links are built on. */
import type * as z from 'zod/mini';
import { BodyTooLarge, cappedText, type OperationId, type RequestBody } from '@holostream/api';
import { badRequest, SandboxError } from './errors';
import type { SandboxContext } from './runtime';
import { parseWith } from './validation';

/** Bodies larger than this are refused before parsing (no operation needs more than a few kilobytes). */
const MAX_BODY_BYTES = 64 * 1024;

/** `application/json` or a `+json` type. */
export function isJsonType(type: string | undefined): boolean {
  return type !== undefined && /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i.test(type.trim());
}

/** The body as text, refused as too large by its declared length or as soon as the bytes read pass the limit. */
export async function readLimitedText(request: Request): Promise<string> {
  try {
    return await cappedText(request, MAX_BODY_BYTES);
  } catch (error) {
    throw error instanceof BodyTooLarge ? badRequest('The request body is too large') : error;
  }
}

/** The request's JSON body, or a 400 that says what is wrong with it. */
export async function readJson(c: SandboxContext): Promise<unknown> {
  const type = c.req.header('content-type');
  if (type !== undefined && !isJsonType(type)) {
    throw badRequest('The request body must be JSON (Content-Type: application/json)');
  }
  let text: string;
  try {
    text = await readLimitedText(c.req.raw);
  } catch (error) {
    if (error instanceof SandboxError) throw error;
    throw badRequest('The request body could not be read');
  }
  if (text.trim() === '') throw badRequest('The request body is missing');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** An intersection (`A & B`) as one object type, to compare it with the contract's. */
type Flat<T> = { [Key in keyof T]: T[Key] };
/** The schema if what it accepts is exactly the operation's request body, else a type no schema has. */
type BodySchemaOf<Op extends OperationId, Schema extends z.ZodMiniType> =
  Equal<Flat<z.output<Schema>>, RequestBody<Op>> extends true ? Schema : { outputIsNotTheRequestBodyOf: Op };

/**
 * The operation's JSON body, checked by `schema`, or a 400 saying what is wrong. Checked at compile time like the
 * client's readers: a schema that does not accept exactly the contract's body fails `tsc`, so a change to
 * openapi.yaml not mirrored in its route does too.
 */
export async function readBody<Op extends OperationId, Schema extends z.ZodMiniType>(
  c: SandboxContext,
  _operationId: Op,
  schema: Schema & BodySchemaOf<Op, Schema>,
): Promise<RequestBody<Op>> {
  const body = await readJson(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Validation failed', ['The request body must be a JSON object']);
  }
  return parseWith(schema, body) as RequestBody<Op>;
}

/** The origin the client called, for links it can follow (invoices, downloads, reset links). */
export function requestOrigin(c: SandboxContext): string {
  // Behind npm start's server forwarding to a proxy (Prism), the address the person reached is the forwarded one:
  // taken only when it is this machine, so no header can point a reset link elsewhere.
  const host = c.req.header('x-forwarded-host') ?? '';
  const proto = c.req.header('x-forwarded-proto');
  const local = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/.test(host);
  return local && (proto === 'http' || proto === 'https') ? `${proto}://${host}` : new URL(c.req.url).origin;
}

/** A path parameter that must be a positive integer; null otherwise. */
export function positiveInt(text: string | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
