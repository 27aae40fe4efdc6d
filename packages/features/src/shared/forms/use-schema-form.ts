/**
 * The one form helper of the features: react-hook-form's `useForm` with its zod resolver, the docs/product.md §5
 * schema of @holostream/api in (its issues in the product's order, its normalised values out), each field's first
 * message key, one guard against a second submit, a draft kept while the person is away, and what was typed handed
 * over to the other language's page. Focus on the first invalid field is react-hook-form's own (`shouldFocusError`,
 * in the order the fields were registered: screen order). What a send is doing (busy, failed) is its mutation's state.
 *
 * Fields are uncontrolled (`register`): what a visitor types into a prerendered form before the app hydrates stays,
 * as react-hook-form reads an edited input when it registers it. A control that cannot be registered (a Radix radio
 * group) reads `values` and writes with `setField`; it gets no focus from a failed check, so give it a valid default.
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
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { useHydrated } from '../use-hydrated';
import { useValidationText } from './use-validation-text';
import type { DraftOptions } from './form-draft';
import { useHandedOver, useOfferToLanguageSwitch } from './language-hand-over';
import { useDraftKept, useDraftStart } from './use-draft-state';
import { useSingleFlight } from './use-single-flight';

/** A form's zod schema: what the fields hold in, the parsed request out. */
export type FormSchema = z.$ZodType<unknown, FieldValues>;

/** A field of a flat form. */
export type FieldName<Values extends FieldValues> = keyof Values & string;

export interface SchemaFormOptions<Schema extends FormSchema, Values extends FieldValues = z.input<Schema>> {
  /** The form's name, the same in both languages (`login`): what was typed goes with a language switch. */
  name: string;
  /** The form's rules (a §5 schema of @holostream/api); its messages are translation keys. */
  schema: Schema;
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

export function useSchemaForm<
  Schema extends FormSchema,
  Values extends FieldValues = z.input<Schema>,
  Output = z.output<Schema>,
>({ name, schema, defaultValues, validateAsTyped = false, draft }: SchemaFormOptions<Schema, Values>) {
  const start = useDraftStart(draft, defaultValues);
  const handedOver = useHandedOver<Values>(name);
  const [startValues] = useState(() => (handedOver ? { ...start.values, ...handedOver } : start.values));
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: startValues as DefaultValues<Values>,
    mode: validateAsTyped ? 'onChange' : 'onSubmit',
    reValidateMode: 'onChange',
  });
  useOfferToLanguageSwitch(name, () => form.getValues());
  const values = useWatch({ control: form.control }) as Values;
  const { errors, isSubmitted } = form.formState;

  const base = useId();
  // A second press (a double click) before the first was answered sends nothing.
  const once = useSingleFlight();
  const ready = useHydrated();

  // What is typed is kept as a draft while it differs from the starting values; forgotten once sent.
  const clearDraft = useDraftKept(draft, defaultValues, values);

  const errorKey = (field: FieldName<Values>): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const validationText = useValidationText();

  return {
    /** What the form started with: the defaults, a draft, or what it held in the other language. */
    startValues,
    /** Empties the form (or fills it with `next`), after a send. */
    reset: (next?: Values) => form.reset(next),
    /** The props of a registered input, its id included: `<TextField {...field('email')} />`. */
    field: (field: FieldName<Values>, options?: RegisterOptions<Values>) => ({
      ...form.register(field as Path<Values>, options),
      id: `${base}-${field}`,
      'aria-invalid': errorKey(field) === undefined ? undefined : (true as const),
    }),
    /** The current values (the component re-renders as they change). */
    values,
    /** Sets a field that is not registered (a list box) or one the screen fills; checked again once submitted. */
    setField: <Name extends FieldName<Values>>(field: Name, value: Values[Name]) =>
      form.setValue(field as unknown as Path<Values>, value as PathValue<Values, Path<Values>>, {
        shouldDirty: true,
        shouldValidate: validateAsTyped || isSubmitted,
      }),
    /** The message key of the first rule the field breaks, once a submit was tried (or as typed). */
    errorKey,
    /** That rule's message in the page's language (the forms' shared words): `<TextField error={error('email')} />`. */
    error: (field: FieldName<Values>) => validationText(errorKey(field)),
    /**
     * The `<form>`'s submit handler: checks, then sends once; what `send` throws is its mutation's to show.
     * `onInvalid` runs after a failed check (react-hook-form has focused the first invalid field), for a part of
     * the form outside the schema (the card) to say what it lacks at the same time.
     */
    handleSubmit:
      (send: (data: Output) => Promise<unknown>, options?: { onInvalid?: () => void }) => (event?: FormEvent) =>
        void form.handleSubmit(
          (data) =>
            once(async () => {
              try {
                await send(data);
              } catch {
                // The mutation holds the failure and the screen shows it from there.
              }
            }),
          () => options?.onInvalid?.(),
        )(event),
    /** A submit was tried. */
    submitted: isSubmitted,
    /**
     * False until the page has hydrated, so a press or Enter before then sends nothing (and never puts a field in
     * the address); give it to the submit button's `disabled`.
     */
    ready,
    /** The form started from a draft (to say so on screen); `clear` forgets it once the form was sent. */
    draft: { restored: start.restored, clear: clearDraft },
  };
}
