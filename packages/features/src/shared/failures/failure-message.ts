import { describeFailure, type FailureKind } from '@holostream/api';
import type { TFunction } from 'i18next';
import { failureTexts } from './texts';
import { useTexts } from '../i18n/texts';

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
 * What to tell a person about a failure, beyond the screen's own title ("Failed to load sessions"), in their
 * language: what went wrong and what to do (offline, too slow, our side, too many tries, an unreadable answer),
 * or the server's own words for a request it refused (docs/product.md §8). Null when there is nothing more to say than
 * the title. Never a path, a method, a status line or a schema message: those went to `reportError`.
 */
export function failureDetail(t: TFunction<'failures'>, error: unknown): string | null {
  const failure = describeFailure(error);
  const key = GENERAL[failure.kind];
  if (key !== undefined) return t(key);
  return failure.serverMessage ?? null;
}

/** `failureDetail`, else the screen's fallback (the product's "Failed to add member"), else "Something went wrong". */
export function failureMessage(t: TFunction<'failures'>, error: unknown, fallback?: string): string {
  return failureDetail(t, error) ?? fallback ?? t('generic');
}

/** The two helpers, bound to the person's language (the messages come along: every screen may fail). */
export function useFailureText() {
  const { t } = useTexts(failureTexts);
  return {
    detail: (error: unknown) => failureDetail(t, error),
    message: (error: unknown, fallback?: string) => failureMessage(t, error, fallback),
    retryLabel: t('retry'),
    /** Offline, or the server out of reach: what a person can do about it. */
    unreachable: t('network'),
  };
}
