/** Reads an answer as JSON or as text according to its content type (spec §7). */
export type ReadBody =
  | { kind: 'empty' }
  | { kind: 'json'; value: unknown; text: string }
  | { kind: 'text'; value: string }
  | { kind: 'invalid-json'; text: string };

/** `application/json`, and structured suffixes such as `application/problem+json`. */
export function isJsonContentType(contentType: string | null): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || (mediaType.startsWith('application/') && mediaType.endsWith('+json'));
}

export async function readBody(response: Response): Promise<ReadBody> {
  const text = await response.text();
  if (text === '') return { kind: 'empty' };
  if (!isJsonContentType(response.headers.get('content-type'))) return { kind: 'text', value: text };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown, text };
  } catch {
    return { kind: 'invalid-json', text };
  }
}

/** The decoded value of a body, for error reports: JSON value, text, or undefined. */
export function bodyValue(body: ReadBody): unknown {
  if (body.kind === 'json' || body.kind === 'text') return body.value;
  if (body.kind === 'invalid-json') return body.text;
  return undefined;
}
