import type { TFunction } from 'i18next';

/** Translates a validation message key of the api (`validation.password.length`) in the auth namespace. */
export function translateError(t: TFunction<'auth'>, key: string | undefined): string | undefined {
  return key === undefined ? undefined : t(key);
}

/** The reason to show under an error title: the thrown error's message, when it has one. */
export function errorDetail(error: unknown): string | undefined {
  return error instanceof Error && error.message.trim() !== '' ? error.message : undefined;
}
