/**
 * The message of a non-2xx answer, exactly as docs/product.md §8 says:
 * errors[0], else message, else `HTTP {status}: {statusText}`; then 401 → 'Session expired'; 402 keeps the server
 * message, else 'Payment required'; 404 → 'Payment method not found' on the payment-method path, else
 * 'Not Found: {path}'.
 */
import { contractOperations } from '../generated/operations.generated';

export const PAYMENT_METHOD_PATH = contractOperations.getPaymentMethod.path;

/** Reason phrases for when a server (or HTTP/2, which has none) sends an empty status text. */
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The `errors` list of an error body. Items are strings in the contract; objects with a `message` (the shape of
 * some validation libraries) are read too, so a message is never shown as "[object Object]".
 */
export function errorList(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return [];
  const items: unknown[] = body.errors;
  return items.flatMap((item) => {
    if (nonEmpty(item)) return [item];
    if (typeof item === 'object' && item !== null && 'message' in item && nonEmpty(item.message)) return [item.message];
    return [];
  });
}

/** errors[0], else message: what the server said, or undefined when it said nothing usable. */
export function serverMessage(body: unknown): string | undefined {
  const first = errorList(body)[0];
  if (first !== undefined) return first;
  if (typeof body === 'object' && body !== null && 'message' in body && nonEmpty(body.message)) return body.message;
  return undefined;
}

export interface HttpErrorFacts {
  status: number;
  statusText: string;
  /** The decoded body (JSON value, text, or undefined when empty). */
  body: unknown;
  /** The called path relative to the API base URL. */
  path: string;
  /** The path template of the operation, e.g. `/v1/billing/payment/method`. */
  schemaPath: string;
}

export function httpErrorMessage({ status, statusText, body, path, schemaPath }: HttpErrorFacts): string {
  if (status === 401) return 'Session expired';
  if (status === 404) return schemaPath === PAYMENT_METHOD_PATH ? 'Payment method not found' : `Not Found: ${path}`;
  const fromServer = serverMessage(body);
  if (fromServer !== undefined) return fromServer;
  if (status === 402) return 'Payment required';
  return `HTTP ${status}: ${statusText || REASON_PHRASES[status] || 'Error'}`;
}
