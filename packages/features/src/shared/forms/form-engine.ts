/**
 * react-hook-form and its zod resolver, a chunk of their own: `useSchemaForm` fetches this module when a person first
 * reaches a form (a field focused or changed, a submit), not with the page (docs/architecture.md, "Forms").
 *
 * A form engine is react-hook-form's `createFormControl`, with one subscription that keeps a snapshot of what the
 * screen reads (values, errors, whether a submit was tried) for `useSyncExternalStore`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { createFormControl, type FieldValues, type Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/** A form's zod schema: what the fields hold in, the parsed request out. */
export type FormSchema = z.$ZodType<unknown, FieldValues>;

/** What a form's screen reads from it. */
export interface FormSnapshot<Values extends FieldValues> {
  values: Values;
  /** Each field's first broken rule (its message is a translation key). */
  errors: Partial<Record<string, { message?: unknown }>>;
  submitted: boolean;
}

export interface FormEngineOptions<Values extends FieldValues> {
  schema: FormSchema | (() => Promise<FormSchema>);
  /** What the fields start with (the caller's defaults, or a draft). */
  defaultValues: Values;
  /** Values set before the engine came (a list box chosen, a field filled by the screen). */
  changed: Partial<Values>;
  validateAsTyped: boolean;
}

/** react-hook-form's zod resolver for `schema`; for a schema that loads, one that loads it with the first check. */
function resolverOf(schema: FormSchema | (() => Promise<FormSchema>)): Resolver<FieldValues, unknown, unknown> {
  if (typeof schema !== 'function') return zodResolver(schema as never) as never;
  let loading: Promise<Resolver<FieldValues, unknown, unknown>> | undefined;
  return async (values, context, options) => {
    loading ??= schema().then((rules) => zodResolver(rules as never) as never);
    // A failed load is tried again on the next check.
    loading.catch(() => (loading = undefined));
    return (await loading)(values, context, options);
  };
}

/** The same fields holding the same values (each compared with `Object.is`). */
function sameFields(next: object, current: object): boolean {
  const names = Object.keys(next);
  return (
    names.length === Object.keys(current).length &&
    names.every((name) =>
      Object.is((next as Record<string, unknown>)[name], (current as Record<string, unknown>)[name]),
    )
  );
}

export function createFormEngine<Values extends FieldValues, Output>({
  schema,
  defaultValues,
  changed,
  validateAsTyped,
}: FormEngineOptions<Values>) {
  const control = createFormControl<Values, unknown, Output>({
    resolver: resolverOf(schema) as never,
    defaultValues: defaultValues as never,
    mode: validateAsTyped ? 'onChange' : 'onSubmit',
    reValidateMode: 'onChange',
  });
  for (const [name, value] of Object.entries(changed)) control.setValue(name as never, value as never);

  let snapshot: FormSnapshot<Values> = { values: control.getValues(), errors: {}, submitted: false };
  const listeners = new Set<() => void>();
  const publish = (next: FormSnapshot<Values>) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  control.subscribe({
    formState: { values: true, errors: true, isSubmitted: true },
    callback: (state) => {
      // What did not change keeps its identity: a draft cleared after a send compares values by it.
      const values = sameFields(state.values, snapshot.values) ? snapshot.values : { ...state.values };
      const errors = sameFields(state.errors ?? {}, snapshot.errors) ? snapshot.errors : { ...state.errors };
      const submitted = Boolean(state.isSubmitted);
      if (values !== snapshot.values || errors !== snapshot.errors || submitted !== snapshot.submitted) {
        publish({ values, errors, submitted });
      }
    },
  });

  return {
    control,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    snapshot: () => snapshot,
    /**
     * On registration react-hook-form reads what a field already holds when it was typed into before the engine
     * came; that reading makes no event, so the screen is told here.
     */
    refresh: () => {
      const values = control.getValues();
      if (!sameFields(values, snapshot.values)) publish({ ...snapshot, values: { ...values } });
    },
  };
}

export type FormEngine<Values extends FieldValues, Output> = ReturnType<typeof createFormEngine<Values, Output>>;
