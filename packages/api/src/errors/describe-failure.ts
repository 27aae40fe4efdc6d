/**
 * What went wrong, in terms a message for people can be chosen from: one classification of every failure, so
 * each screen says what to do in the user's language and never shows a path, a method or a status line.
 */
import { isApiError } from './api-error';
import { withoutStrayCharacters } from '../schemas/stray-characters';
import { serverMessage } from './http-error-message';

/** The most of a server's message a screen shows: a sentence or two; the rest is dropped with an ellipsis. */
export const SERVER_MESSAGE_MAX_LENGTH = 300;

export type FailureKind =
  /** The server could not be reached: check the connection. */
  | 'network'
  /** No answer in time: try again. */
  | 'timeout'
  /** 5xx: our side; try again later. */
  | 'server'
  /** 429: wait a moment. */
  | 'rate-limited'
  /** A 2xx the screen cannot use (not JSON, the list missing). */
  | 'unusable-answer'
  /** 401 on a signed-in call. */
  | 'session-expired'
  /** 404 (the server may say why, `serverMessage`: "There is no user with this username"). */
  | 'not-found'
  /** Another 4xx: the server refused this request (it may say why, `serverMessage`). */
  | 'rejected'
  /** The page cancelled the call itself: not a failure to show. */
  | 'cancelled'
  /** Anything that is not a call's failure (a bug, the card provider). */
  | 'unexpected';

export interface Failure {
  kind: FailureKind;
  /** HTTP status; 0 without an answer. */
  status: number;
  /**
   * What the server said for a 4xx (errors[0], else message), meant for people: docs/product.md shows it at signup, on
   * 402, in the team dialogs. Never set for 5xx, 401, 429 or an unusable answer, whose texts are technical, nor when
   * the text reads like a status line or a path.
   */
  serverMessage?: string;
}

export function describeFailure(error: unknown): Failure {
  if (!isApiError(error)) return { kind: 'unexpected', status: 0 };
  switch (error.kind) {
    case 'aborted':
      return { kind: 'cancelled', status: 0 };
    case 'network':
      return { kind: 'network', status: 0 };
    case 'timeout':
      return { kind: 'timeout', status: 0 };
    case 'contract':
      return { kind: 'unusable-answer', status: error.status };
  }
  const { status } = error;
  if (status >= 500) return { kind: 'server', status };
  if (status === 401) return { kind: 'session-expired', status };
  if (status === 429) return { kind: 'rate-limited', status };
  if (status < 400) return { kind: 'unexpected', status };
  const kind = status === 404 ? 'not-found' : 'rejected';
  const said = shortened(serverMessage(error.body));
  return said === undefined || looksTechnical(said) ? { kind, status } : { kind, status, serverMessage: said };
}

/** One clean line of at most SERVER_MESSAGE_MAX_LENGTH characters, cut after a word where there is one. */
function shortened(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const line = withoutStrayCharacters(message).replace(/ {2,}/g, ' ').trim();
  if (line === '') return undefined;
  const characters = [...line];
  if (characters.length <= SERVER_MESSAGE_MAX_LENGTH) return line;
  const cut = characters.slice(0, SERVER_MESSAGE_MAX_LENGTH - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > SERVER_MESSAGE_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

/** A server text that is a status line or names a path is for developers, not people. */
function looksTechnical(message: string): boolean {
  return /^HTTP \d{3}\b|\/v\d+\/|^(Bad Request|Unprocessable|Not Found)\b|\bat \S+:\d+:\d+/i.test(message.trim());
}
