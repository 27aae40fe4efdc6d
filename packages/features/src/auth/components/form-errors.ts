import type { TFunction } from 'i18next';

/** Translates a validation message key of the api (`validation.password.length`) in the auth namespace. */
export function translateError(t: TFunction<'auth'>, key: string | undefined): string | undefined {
  return key === undefined ? undefined : t(key);
}
