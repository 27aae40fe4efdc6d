import { describeFailure, type FailureKind } from '@holostream/api';
import type { TFunction } from 'i18next';
import { failureTexts } from './texts';
import { useTexts } from '../i18n/texts';
import { useLanguage } from '../i18n/use-language';

/** The message keys (namespace `failures`) of the failures every screen words the same way. */
const GENERAL: Partial<Record<FailureKind, string>> = {
  network: 'network',
  timeout: 'timeout',
  server: 'server',
  'rate-limited': 'rateLimited',
  'unusable-answer': 'unusableAnswer',
  'session-expired': 'sessionExpired',
};

/**
 * The language the API writes its messages in. A page in another language shows its own words and keeps the
 * server's folded away (docs/product.md §8): a Japanese page never greets a person with an English sentence.
 */
export const SERVER_LANGUAGE = 'en';

/** Whether a page in `language` shows the server's sentences as they are. */
export function speaksServerLanguage(language: string): boolean {
  return language.toLowerCase().split('-')[0] === SERVER_LANGUAGE;
}

/**
 * What to tell a person about a failure, beyond the screen's own title ("Failed to load sessions"), in their
 * language: what went wrong and what to do (offline, too slow, our side, too many tries, an unreadable answer),
 * or the server's own words for a request it refused, on a page in the server's language (docs/product.md §8). Null
 * when there is nothing more to say than the title. Never a path, a method, a status line or a schema message:
 * those went to `reportError`.
 */
export function failureDetail(t: TFunction<'failures'>, error: unknown, language = SERVER_LANGUAGE): string | null {
  const failure = describeFailure(error);
  const key = GENERAL[failure.kind];
  if (key !== undefined) return t(key);
  return speaksServerLanguage(language) ? (failure.serverMessage ?? null) : null;
}

/** `failureDetail`, else the screen's fallback (the product's "Failed to add member"), else "Something went wrong". */
export function failureMessage(t: TFunction<'failures'>, error: unknown, fallback?: string, language?: string): string {
  return failureDetail(t, error, language) ?? fallback ?? t('generic');
}

/**
 * The server's sentence for a refused request that a page in another language leaves out of its message, to show
 * folded away (`<ServerWords>`); null when the message says it already, or there is none.
 */
export function foldedServerMessage(error: unknown, language: string): string | null {
  if (speaksServerLanguage(language)) return null;
  const failure = describeFailure(error);
  return GENERAL[failure.kind] === undefined ? (failure.serverMessage ?? null) : null;
}

/** The helpers, bound to the person's language (the messages come along: every screen may fail). */
export function useFailureText() {
  const { t } = useTexts(failureTexts);
  const language = useLanguage();
  return {
    detail: (error: unknown) => failureDetail(t, error, language),
    message: (error: unknown, fallback?: string) => failureMessage(t, error, fallback, language),
    /** The server's words the message left out (a page not in the server's language), for `<ServerWords>`. */
    folded: (error: unknown) => foldedServerMessage(error, language),
    /** Whether this page shows the server's sentences as they are (else ours, the server's folded away). */
    inline: speaksServerLanguage(language),
    /** For a request the server refused, on a page not in its language: what to do, its reason folded below. */
    refused: t('refused'),
    retryLabel: t('retry'),
    /** Offline, or the server out of reach: what a person can do about it. */
    unreachable: t('network'),
  };
}
