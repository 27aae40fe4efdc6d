import { useId } from 'react';
import { fieldErrors } from '@holostream/api';
import type { TFunction } from 'i18next';

/** A zod mini schema as the forms use it (only `safeParse`). */
interface FormSchema<Output> {
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Validates with the api's §5 schema: the parsed data, or the first message key of each field. */
export function validateForm<Output, Field extends string>(
  schema: FormSchema<Output>,
  values: Record<Field, unknown>,
): { data: Output; errors?: undefined } | { data?: undefined; errors: FieldErrors<Field> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  return { errors: fieldErrors(result.error) as FieldErrors<Field> };
}

/** Translates a validation message key of the api (`validation.password.length`) in the auth namespace. */
export function translateError(t: TFunction<'auth'>, key: string | undefined): string | undefined {
  return key === undefined ? undefined : t(key);
}

/** The reason to show under an error title: the thrown error's message, when it has one. */
export function errorDetail(error: unknown): string | undefined {
  return error instanceof Error && error.message.trim() !== '' ? error.message : undefined;
}

/** Stable ids for a form's controls, so a submit can focus the first invalid one. */
export function useFieldIds<Field extends string>(fields: readonly Field[]): Record<Field, string> {
  const base = useId();
  return Object.fromEntries(fields.map((field) => [field, `${base}-${field}`])) as Record<Field, string>;
}

/** Focuses the first field, in form order, that has an error. */
export function focusFirstInvalid<Field extends string>(
  order: readonly Field[],
  errors: FieldErrors<Field>,
  ids: Record<Field, string>,
): void {
  const first = order.find((field) => errors[field] !== undefined);
  if (first !== undefined) document.getElementById(ids[first])?.focus();
}
