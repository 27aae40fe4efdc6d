/**
 * The one form helper of the features, on react-hook-form with its zod resolver: the §5 schema from
 * @holostream/api in (its issues in the spec's order), each field's first message key out, focus on
 * the first invalid field, one guard against a second submit while the first is being sent, and one
 * slot for the server's error.
 *
 * The fields stay controlled (value from the form, `setField` on change) rather than registered:
 * react-hook-form writes its default value into a registered input when it mounts, which would wipe
 * what a visitor typed into a prerendered form before the app took over.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import type { DraftOptions } from './form-draft';
import { useDraftState } from './use-draft-state';

/** A field of a flat form. */
export type FieldName<Values extends FieldValues> = keyof Values & string;

/** A form's zod schema: what the fields hold in, the parsed request out. */
type FormSchema = z.$ZodType<unknown, FieldValues>;

export interface SchemaFormOptions<Schema extends FormSchema, Values extends FieldValues = z.input<Schema>> {
  /** The form's rules (a §5 schema of @holostream/api); its messages are translation keys. */
  schema: Schema;
  /** What the fields start with. */
  defaultValues: Values;
  /** The fields in screen order: the first one with an error gets focus after a failed submit. */
  fields: readonly FieldName<Values>[];
  /**
   * Check as the person types, not only once a submit was tried (the screen decides which messages
   * to show, e.g. "too long" at once but "required" only after an edit).
   */
  validateAsTyped?: boolean;
  /** Keep what is typed as a draft (see form-draft.ts); the form starts from it when there is one. */
  draft?: DraftOptions<FieldName<Values>>;
}

export interface SchemaForm<Values extends FieldValues, Output> {
  /** react-hook-form's own API, for what this helper does not cover. */
  form: UseFormReturn<Values, unknown, Output>;
  /** The current values (the component re-renders as they change). */
  values: Values;
  /** Puts every field back to `next` (default: the starting values) and forgets the submit. */
  reset: (next?: Values) => void;
  /** A stable id per field, for the input's `id` (focus goes there). */
  ids: Record<FieldName<Values>, string>;
  /** Sets a field as typed; once a submit was tried, the whole form is checked again at once. */
  setField: <Name extends FieldName<Values>>(name: Name, value: Values[Name]) => void;
  /** The message key of the first rule the field breaks, once a submit was tried (or as typed). */
  errorKey: (name: FieldName<Values>) => string | undefined;
  /**
   * The submit handler of the `<form>`: checks, then sends once; a failure lands in `serverError`.
   * `onInvalid` runs after a check that failed (focus is already on the first invalid field), for a
   * part of the form outside the schema (the card) to say what it lacks at the same time.
   */
  handleSubmit: (
    send: (data: Output) => Promise<unknown>,
    options?: { onInvalid?: () => void },
  ) => (event?: FormEvent) => void;
  /** A submit was tried. */
  submitted: boolean;
  /** What the last send threw (cleared when the next one starts), for the form's error message. */
  serverError: unknown;
  /** Whether a send is under way. */
  sending: boolean;
  /** The form started from a draft (to say so on screen); `clear` forgets it once the form was sent. */
  draft: { restored: boolean; clear: () => void };
}

/** Focuses the first field, in screen order, that has an error. */
function focusFirstInvalid<Values extends FieldValues>(
  fields: readonly FieldName<Values>[],
  errors: FieldErrors<Values>,
  ids: Record<FieldName<Values>, string>,
): void {
  const first = fields.find((field) => errors[field] !== undefined);
  if (first !== undefined) document.getElementById(ids[first])?.focus();
}

export function useSchemaForm<
  Schema extends FormSchema,
  Values extends FieldValues = z.input<Schema>,
  Output = z.output<Schema>,
>({
  schema,
  defaultValues,
  fields,
  validateAsTyped = false,
  draft,
}: SchemaFormOptions<Schema, Values>): SchemaForm<Values, Output> {
  // The values on screen live in React state (kept as a draft when asked), mirrored into the form: a
  // subscription to the form's store would re-render right after hydration and put '' back into fields
  // typed in before it.
  const [values, setValues, draftControl] = useDraftState<Values>(draft, defaultValues);
  const [initial] = useState<Values>(values);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: initial as DefaultValues<Values>,
    mode: 'onSubmit',
    shouldFocusError: false,
  });
  const base = useId();
  const ids = Object.fromEntries(fields.map((field) => [field, `${base}-${field}`])) as Record<
    FieldName<Values>,
    string
  >;
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const { errors, isSubmitted } = form.formState;

  const setField: SchemaForm<Values, Output>['setField'] = (name, value) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.setValue(name as unknown as Path<Values>, value as PathValue<Values, Path<Values>>, { shouldDirty: true });
    // Checked on submit, then live: every field, since one may decide another (a confirmation).
    if (validateAsTyped || form.formState.isSubmitted) void form.trigger();
  };

  const handleSubmit: SchemaForm<Values, Output>['handleSubmit'] = (send, options) => {
    const submit = form.handleSubmit(
      async (data) => {
        // A second press (a double click) before the first has been answered sends nothing.
        if (inFlight.current) return;
        inFlight.current = true;
        setSending(true);
        setServerError(null);
        try {
          await send(data);
        } catch (error) {
          setServerError(error);
        } finally {
          inFlight.current = false;
          setSending(false);
        }
      },
      (invalid) => {
        focusFirstInvalid(fields, invalid, ids);
        options?.onInvalid?.();
      },
    );
    // What `send` throws is kept in `serverError`: the handler leaves nothing for its caller to await.
    return (event) => void submit(event);
  };

  const errorKey = (name: FieldName<Values>): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const reset = (next: Values = initial) => {
    setValues(next);
    form.reset(next);
  };

  return {
    form,
    values,
    reset,
    ids,
    setField,
    errorKey,
    handleSubmit,
    submitted: isSubmitted,
    serverError,
    sending,
    draft: draftControl,
  };
}
