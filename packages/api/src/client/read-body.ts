/** Reads an answer as JSON or as text according to its content type (docs/product.md §7). */
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

/** No screen reads an answer of more than a few KB: a larger one is refused, not held in memory. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** An answer over `MAX_BODY_BYTES`. */
export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
}

/**
 * A body (an answer's, or a request's for the sandbox) as text, read no further than `maxBytes` (then `BodyTooLarge`,
 * and the rest is not downloaded).
 */
export async function cappedText(message: Pick<Response, 'headers' | 'body'>, maxBytes: number): Promise<string> {
  const declared = Number(message.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw new BodyTooLarge(`The answer declares ${declared} bytes, over ${maxBytes}`);
  if (!message.body) return '';
  const reader = message.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BodyTooLarge(`The answer is over ${maxBytes} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
}

export async function readBody(response: Response, maxBytes = MAX_BODY_BYTES): Promise<ReadBody> {
  const text = await cappedText(response, maxBytes);
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
