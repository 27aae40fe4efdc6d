/**
 * The variations: answers a real server plausibly gives that our sandbox, a strict writer, never does. Each
 * rewrites the sandbox's own 2xx answers while its scenario is active, so every screen can be tried against
 * them (stories, unit tests, e2e). Reads change shape; writes change body and status.
 */
import { contractFields, isAnswerRead, type OpenEnumField, type OperationId } from '@holostream/api';

export const VARIATIONS = {
  'variation-extra-fields': 'Every object of every read answer carries fields the contract does not know.',
  'variation-sparse':
    'Every read answer leaves out each optional field and each field that is null (timezone, lastUsedAt, geographicInfo, coordinates, endDate, invoiceUrl, exclusiveVpc, area, …).',
  'variation-unknown-enums':
    'Every enum field holds a value the contract does not know (a status, a card brand, a role, a plan feature level).',
  'variation-loose-representations':
    'Currency in upper case, numbers as numeric strings, eu as "1"/"0", ISO dates as epoch seconds and epoch seconds as ISO dates.',
  'variation-writes-no-content': 'Every write whose answer no screen reads is answered 204 with no body.',
  'variation-writes-text': 'Every such write is answered 200 with a text body.',
  'variation-writes-empty-json': 'Every such write is answered 200 with {}.',
} as const;

export type VariationName = keyof typeof VARIATIONS;

/** Fields the contract lets a server leave out or send as null, wherever they appear (from openapi.yaml). */
const OPTIONAL_KEYS = new Set<string>(contractFields.optional);

/** Each enum field a server may extend (from openapi.yaml), and a value no version of the contract has. */
const UNKNOWN_VALUES: Record<OpenEnumField, (value: string) => string> = {
  status: (value) => (value === value.toUpperCase() ? 'ON_HOLD' : 'disputed'),
  brand: () => 'maestro',
  role: () => 'owner',
  streamingPriority: () => 'Ultra',
  textureQuality: () => '16K',
};

/** Epoch-second fields (the rest of the instants are ISO dates), from openapi.yaml. */
const EPOCH_KEYS = new Set<string>(contractFields.epochSeconds);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function mapObjects(value: Json, change: (object: { [key: string]: Json }) => { [key: string]: Json }): Json {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, change));
  if (value === null || typeof value !== 'object') return value;
  const inner = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapObjects(item, change)]));
  return change(inner);
}

const rewrites: Record<string, (body: Json) => Json> = {
  'variation-extra-fields': (body) =>
    mapObjects(body, (object) => ({
      ...object,
      addedByANewerServer: { note: 'not in the contract', list: [1, 'two', null] },
      zz_flag: true,
    })),
  'variation-sparse': (body) =>
    mapObjects(body, (object) =>
      Object.fromEntries(Object.entries(object).filter(([key, item]) => item !== null && !OPTIONAL_KEYS.has(key))),
    ),
  'variation-unknown-enums': (body) =>
    mapObjects(body, (object) =>
      Object.fromEntries(
        Object.entries(object).map(([key, item]) => {
          const unknown = (UNKNOWN_VALUES as Record<string, ((value: string) => string) | undefined>)[key];
          return [key, unknown && typeof item === 'string' ? unknown(item) : item];
        }),
      ),
    ),
  'variation-loose-representations': (body) =>
    mapObjects(body, (object) =>
      Object.fromEntries(
        Object.entries(object).map(([key, item]): [string, Json] => {
          if (key === 'currency' && typeof item === 'string') return [key, item.toUpperCase()];
          if (key === 'eu' && typeof item === 'number') return [key, String(item)];
          if (EPOCH_KEYS.has(key) && typeof item === 'number') return [key, new Date(item * 1000).toISOString()];
          if (typeof item === 'string' && ISO_DATE.test(item)) return [key, Math.floor(Date.parse(item) / 1000)];
          if (typeof item === 'number') return [key, String(item)];
          if (Array.isArray(item))
            return [key, item.map((entry) => (typeof entry === 'number' ? String(entry) : entry))];
          return [key, item];
        }),
      ),
    ),
};

/** The sandbox's answer as the active variations rewrite it (unchanged when none applies). */
export async function applyVariations(
  active: ReadonlySet<string>,
  operationId: OperationId,
  response: Response,
): Promise<Response> {
  if (!response.ok) return response;
  const headers = new Headers(response.headers);
  if (!isAnswerRead(operationId)) {
    headers.delete('Content-Length');
    if (active.has('variation-writes-no-content')) {
      headers.delete('Content-Type');
      return new Response(null, { status: 204, headers });
    }
    if (active.has('variation-writes-text')) {
      headers.set('Content-Type', 'text/plain; charset=utf-8');
      return new Response('OK', { status: 200, headers });
    }
    if (active.has('variation-writes-empty-json')) return new Response('{}', { status: 200, headers });
    return response;
  }
  const applied = Object.keys(rewrites).filter((name) => active.has(name));
  if (applied.length === 0 || !(headers.get('Content-Type') ?? '').includes('json')) return response;
  let body = (await response.json()) as Json;
  for (const name of applied) body = rewrites[name]!(body);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
