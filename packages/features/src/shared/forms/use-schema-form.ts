/**
 * The one form helper of the features, on react-hook-form with its zod resolver: the docs/product.md §5 schema from
 * @holostream/api in (its issues in the product's order), each field's first message key out, one guard against a
 * second submit, and a draft kept while the person is away. Focus on the first invalid field is react-hook-form's own
 * (`shouldFocusError`): it follows the order the fields were registered in, which is screen order. What a send is
 * doing (busy, failed) is its mutation's state, read from the mutation.
 *
 * react-hook-form is fetched when a person first reaches the form (a field focused or changed, a submit), not with
 * the page (`form-engine.ts`). Until then the fields are plain inputs that start from the form's values; what is
 * typed into them stays (react-hook-form reads it on registration), as does what a visitor types into a prerendered
 * form before the app has hydrated. A submit made before the engine came is checked and sent once it is there. A
 * control that cannot be registered (a Radix radio group) reads `values` and writes with `setField`; it gets no focus
 * from a failed check, so give it a default that is valid.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { FieldValues, Path, PathValue, RegisterOptions } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { useHydrated } from '../use-hydrated';
import type { FormEngine, FormSchema, FormSnapshot } from './form-engine';
import type { DraftOptions } from './form-draft';
import { useDraftKept, useDraftStart } from './use-draft-state';
import { useSingleFlight } from './use-single-flight';

let engineCode: ReturnType<typeof fetchEngineCode> | undefined;

/** The engine's code, fetched once for every form of the page; after a failure (offline) the next call tries again. */
function fetchEngineCode() {
  const loading = import('./form-engine');
  loading.catch(() => (engineCode = undefined));
  return loading;
}

const noSubscription = () => () => undefined;

/** A field's value as react-hook-form reads it: a checkbox's tick, a number, or the text. */
function readField(element: HTMLInputElement, asNumber: boolean): unknown {
  if (element.type === 'checkbox') return element.checked;
  return asNumber ? Number(element.value) : element.value;
}

/** A field of a flat form. */
export type FieldName<Values extends FieldValues> = keyof Values & string;

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

/**
 * What `field(name)` spreads onto an input: its name, id and invalid state, and react-hook-form's registration (or,
 * before it came, the value the form starts with and a focus that fetches it).
 */
export interface RegisteredField {
  name: string;
  id: string;
  'aria-invalid': true | undefined;
  ref: (element: HTMLElement | null) => void;
  onChange: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur: (event: { target: unknown; type?: unknown }) => unknown;
  onFocus?: () => void;
  defaultValue?: string | number | readonly string[];
  defaultChecked?: boolean;
}

export interface SchemaForm<Values extends FieldValues, Output> {
  /** What the form started with: the defaults, or the draft it was filled from. */
  startValues: Values;
  /** Empties the form (or fills it with `values`), after a send. */
  reset: (values?: Values) => void;
  /** The props of a registered input, its id included: `<TextField {...field('email')} />`. */
  field: (name: FieldName<Values>, options?: RegisterOptions<Values>) => RegisteredField;
  /** The current values (the component re-renders as they change). */
  values: Values;
  /**
   * Sets a field: one that is not registered (a list box), or a registered one the screen fills; once a submit was
   * tried, the form is checked again.
   */
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
  /**
   * The form's checks could not be fetched when they were needed (offline): show `<CodeUnavailable />` by the
   * submit button. The next focus or submit tries again.
   */
  unavailable: boolean;
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
  // Values the screen set before the engine came, and what the form shows until then.
  const [before, setBefore] = useState<FormSnapshot<Values>>(() => ({
    values: start.values,
    errors: {},
    submitted: false,
  }));
  const latestBefore = useRef(before);
  useEffect(() => {
    latestBefore.current = before;
  });
  const [engine, setEngine] = useState<FormEngine<Values, Output> | null>(null);
  const { values, errors, submitted } = useSyncExternalStore(
    engine?.subscribe ?? noSubscription,
    engine?.snapshot ?? (() => before),
    () => before,
  );
  const [unavailable, setUnavailable] = useState(false);
  const creating = useRef(false);
  // The person reached the form: fetch react-hook-form (once per page) and start this form's engine from what the
  // screen set meanwhile.
  const reach = () => {
    if (creating.current) return;
    creating.current = true;
    setUnavailable(false);
    engineCode ??= fetchEngineCode();
    engineCode.then(
      (code) => {
        const changed = Object.fromEntries(
          Object.entries(latestBefore.current.values).filter(([name, value]) => !Object.is(value, start.values[name])),
        ) as Partial<Values>;
        setEngine(
          code.createFormEngine<Values, Output>({ schema, defaultValues: start.values, changed, validateAsTyped }),
        );
      },
      () => {
        creating.current = false;
        // A submit the failure stopped is not sent later by surprise.
        pendingSubmit.current = null;
        setUnavailable(true);
      },
    );
  };
  // A submit made before the engine came, checked and sent once its fields are registered.
  const pendingSubmit = useRef<((current: FormEngine<Values, Output>) => void) | null>(null);
  useEffect(() => {
    const submit = pendingSubmit.current;
    if (!engine || !submit) return;
    pendingSubmit.current = null;
    submit(engine);
  }, [engine]);

  const base = useId();
  // A second press (a double click) before the first was answered sends nothing.
  const once = useSingleFlight();
  const ready = useHydrated();

  // What is typed is kept as a draft while it differs from the starting values; forgotten once sent.
  const clearDraft = useDraftKept(draft, defaultValues, values);

  const errorKey = (name: FieldName<Values>): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const field: SchemaForm<Values, Output>['field'] = (name, options) => {
    const shared = { id: `${base}-${name}`, 'aria-invalid': errorKey(name) === undefined ? undefined : true } as const;
    if (engine) {
      const registration = engine.control.register(name as unknown as Path<Values>, options);
      return {
        ...registration,
        ...shared,
        ref: (element: HTMLElement | null) => {
          registration.ref(element);
          if (element) engine.refresh();
        },
      };
    }
    const startValue: unknown = before.values[name];
    return {
      name,
      ...shared,
      ...(typeof startValue === 'boolean'
        ? { defaultChecked: startValue }
        : { defaultValue: startValue as string | number | undefined }),
      ref: () => undefined,
      onFocus: reach,
      onChange: (event) => {
        // What is typed shows at once (a checklist, a counter), before the engine too.
        const value = readField(event.target as HTMLInputElement, options?.valueAsNumber === true);
        setBefore((current) => ({ ...current, values: { ...current.values, [name]: value } }));
        reach();
        return options?.onChange?.(event);
      },
      onBlur: (event) => options?.onBlur?.(event),
    };
  };

  const setField: SchemaForm<Values, Output>['setField'] = (name, value) => {
    if (!engine) {
      setBefore((current) => ({ ...current, values: { ...current.values, [name]: value } }));
      reach();
      return;
    }
    engine.control.setValue(name as unknown as Path<Values>, value as PathValue<Values, Path<Values>>, {
      shouldDirty: true,
      shouldValidate: validateAsTyped || submitted,
    });
  };

  const handleSubmit: SchemaForm<Values, Output>['handleSubmit'] = (send, options) => {
    const check = (current: FormEngine<Values, Output>) =>
      current.control.handleSubmit(
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
    return (event) => {
      if (engine) return void check(engine)(event);
      event?.preventDefault();
      pendingSubmit.current = (current) => void check(current)();
      reach();
    };
  };

  return {
    startValues: start.values,
    // The fields keep their registration, so the inputs are emptied too (without `useForm`, react-hook-form would
    // read them back on registering them again).
    reset: (next) => engine?.control.reset(next, { keepFieldsRef: true }),
    field,
    values,
    setField,
    errorKey,
    handleSubmit,
    submitted,
    ready,
    draft: { restored: start.restored, clear: clearDraft },
    unavailable,
  };
}
