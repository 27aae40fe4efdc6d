/**
 * The one form helper of the features, on react-hook-form with its zod resolver: the docs/product.md §5 schema from
 * @holostream/api in (its issues in the product's order), each field's first message key out, one guard against a
 * second submit, and a draft kept while the person is away. Focus on the first invalid field is react-hook-form's own
 * (`shouldFocusError`): it follows the order the fields were registered in, which is screen order. What a send is
 * doing (busy, failed) is its mutation's state, read from the mutation.
 *
 * Fields are registered (`field(name)`): the input keeps its own value, so what a visitor types into a prerendered
 * form before the app has hydrated simply stays (react-hook-form reads it on registration). A control that cannot
 * be registered (a Radix radio group) reads `values` and writes with `setField`; it gets no focus from a failed check,
 * so give it a default that is valid.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type RegisterOptions,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { useHydrated } from '../use-hydrated';
import type { DraftOptions } from './form-draft';
import { useDraftKept, useDraftStart } from './use-draft-state';
import { useSingleFlight } from './use-single-flight';

/** A field of a flat form. */
export type FieldName<Values extends FieldValues> = keyof Values & string;

/** A form's zod schema: what the fields hold in, the parsed request out. */
type FormSchema = z.$ZodType<unknown, FieldValues>;

export interface SchemaFormOptions<Schema extends FormSchema, Values extends FieldValues = z.input<Schema>> {
  /**
   * The form's rules (a §5 schema of @holostream/api); its messages are translation keys. Or a function that loads
   * them (`() => import('@holostream/api/forms').then((forms) => forms.loginFormSchema)`): zod then comes with the
   * first check, not with the page.
   */
  schema: Schema | (() => Promise<Schema>);
  /** What the fields start with. */
  defaultValues: Values;
  /**
   * Check as the person types, not only once a submit was tried (the screen decides which messages to show,
   * e.g. "too long" at once but "required" only after an edit).
   */
  validateAsTyped?: boolean;
  /** Keep what is typed as a draft (see form-draft.ts); the form starts from it when there is one. */
  draft?: DraftOptions<FieldName<Values>>;
}

/** What `field(name)` spreads onto an input: react-hook-form's registration, its id and its invalid state. */
export type RegisteredField = UseFormRegisterReturn & { id: string; 'aria-invalid': true | undefined };

export interface SchemaForm<Values extends FieldValues, Output> {
  /** react-hook-form's own API, for what this helper does not cover. */
  form: UseFormReturn<Values, unknown, Output>;
  /** The props of a registered input, its id included: `<TextField {...field('email')} />`. */
  field: (name: FieldName<Values>, options?: RegisterOptions<Values>) => RegisteredField;
  /** The current values (the component re-renders as they change). */
  values: Values;
  /** Sets a field that is not registered (a list box); once a submit was tried, the form is checked again. */
  setField: <Name extends FieldName<Values>>(name: Name, value: Values[Name]) => void;
  /** The message key of the first rule the field breaks, once a submit was tried (or as typed). */
  errorKey: (name: FieldName<Values>) => string | undefined;
  /**
   * The submit handler of the `<form>`: checks, then sends once (the mutation shows a failure). `onInvalid`
   * runs after a check that failed (react-hook-form has focused the first invalid field), for a part of the form outside
   * the schema (the card) to say what it lacks at the same time.
   */
  handleSubmit: (
    send: (data: Output) => Promise<unknown>,
    options?: { onInvalid?: () => void },
  ) => (event?: FormEvent) => void;
  /** A submit was tried. */
  submitted: boolean;
  /**
   * Whether the form can be sent: false until the page has hydrated, so a press or Enter before then sends
   * nothing (and never puts a field in the address); give it to the submit button's `disabled`.
   */
  ready: boolean;
  /** The form started from a draft (to say so on screen); `clear` forgets it once the form was sent. */
  draft: { restored: boolean; clear: () => void };
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

export function useSchemaForm<
  Schema extends FormSchema,
  Values extends FieldValues = z.input<Schema>,
  Output = z.output<Schema>,
>({
  schema,
  defaultValues,
  validateAsTyped = false,
  draft,
}: SchemaFormOptions<Schema, Values>): SchemaForm<Values, Output> {
  const start = useDraftStart(draft, defaultValues);
  const [resolver] = useState(() => resolverOf(schema));
  const form = useForm<Values, unknown, Output>({
    resolver: resolver as never,
    defaultValues: start.values as DefaultValues<Values>,
    mode: validateAsTyped ? 'onChange' : 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as Values;
  const base = useId();
  // A second press (a double click) before the first was answered sends nothing.
  const once = useSingleFlight();
  const { errors, isSubmitted } = form.formState;
  const ready = useHydrated();

  // What is typed is kept as a draft while it differs from the starting values; forgotten once sent.
  const clearDraft = useDraftKept(draft, defaultValues, values);

  const errorKey = (name: FieldName<Values>): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const field: SchemaForm<Values, Output>['field'] = (name, options) => ({
    ...form.register(name as unknown as Path<Values>, options),
    id: `${base}-${name}`,
    'aria-invalid': errorKey(name) === undefined ? undefined : true,
  });

  const setField: SchemaForm<Values, Output>['setField'] = (name, value) => {
    form.setValue(name as unknown as Path<Values>, value as PathValue<Values, Path<Values>>, {
      shouldDirty: true,
      shouldValidate: validateAsTyped || form.formState.isSubmitted,
    });
  };

  const handleSubmit: SchemaForm<Values, Output>['handleSubmit'] = (send, options) => {
    const submit = form.handleSubmit(
      (data) =>
        once(async () => {
          try {
            await send(data);
          } catch {
            // The mutation holds the failure and the screen shows it from there.
          }
        }),
      () => options?.onInvalid?.(),
    );
    // What `send` throws is the mutation's to show: the handler leaves nothing for its caller to await.
    return (event) => void submit(event);
  };

  return {
    form,
    field,
    values,
    setField,
    errorKey,
    handleSubmit,
    submitted: isSubmitted,
    ready,
    draft: { restored: start.restored, clear: clearDraft },
  };
}
