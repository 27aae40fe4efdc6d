import { cva } from 'class-variance-authority';
import { CircleAlert } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Label, RequiredMarker } from '../label/label';

/** The box look shared by text inputs, text areas and select triggers, so every control lines up. */
export const fieldControlVariants = cva(
  'w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive md:text-sm',
  {
    variants: {
      control: {
        input: 'h-10 py-2',
        textarea: 'min-h-32 resize-y py-2',
        trigger: 'flex h-10 items-center justify-between gap-2 py-2 text-start',
      },
    },
    defaultVariants: { control: 'input' },
  },
);

/** What a control needs to be wired to its field: its id, its descriptions and its invalid state. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

type FieldIdsOptions = {
  /** id of the control; generated with `React.useId` when omitted. */
  id?: string | undefined;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  /** Marks the control invalid even without an error message (a counter over its limit, say). */
  invalid?: boolean | undefined;
  /** Ids the control is also described by (the caller's own `aria-describedby`, a counter). */
  describedBy?: string | undefined;
};

/** Whether a message prop has something to show (`0` counts, `false`, `''` and `null` do not). */
export function hasContent(node: React.ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * Ids of a control, its label, hint and error, and the props that link them: `aria-describedby`
 * lists the error first (the most urgent), then the hint, then the caller's own ids.
 */
export function useFieldIds({ id, hint, error, invalid, describedBy }: FieldIdsOptions) {
  const baseId = React.useId();
  const controlId = id ?? `${baseId}-control`;
  const labelId = `${baseId}-label`;
  const hintId = hasContent(hint) ? `${baseId}-hint` : undefined;
  const errorId = hasContent(error) ? `${baseId}-error` : undefined;
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-describedby': [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined,
    'aria-invalid': errorId !== undefined || invalid ? true : undefined,
  };
  return { baseId, controlId, labelId, hintId, errorId, controlProps };
}

/** Help under a control ("8 to 128 characters"); inside a `Field` it takes the field's description id. */
export function FieldDescription({ className, id, ...props }: React.ComponentProps<'p'>) {
  const field = React.use(FieldContext);
  useShownInField(field, 'description', hasContent(props.children));
  return (
    <p
      data-slot="field-description"
      id={id ?? field?.descriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * An error under a control, `role="alert"` so it is announced as soon as it appears; inside a `Field` it takes the
 * field's error id.
 */
export function FieldError({ className, children, id, ...props }: React.ComponentProps<'p'>) {
  const field = React.use(FieldContext);
  useShownInField(field, 'error', hasContent(children));
  return (
    <p
      data-slot="field-error"
      role="alert"
      id={id ?? field?.errorId}
      className={cn('flex items-start gap-1.5 text-sm font-medium text-destructive', className)}
      {...props}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** The row under a control: its description and error, and an `aside` at the end (a character counter). */
export function FieldMessages({ children, aside }: { children?: React.ReactNode; aside?: React.ReactNode }) {
  if (!React.Children.toArray(children).some(Boolean) && !hasContent(aside)) return null;
  return (
    <div data-slot="field-messages" className="flex items-start justify-between gap-3">
      <div className="grid min-w-0 gap-1">{children}</div>
      {aside}
    </div>
  );
}

type FieldMessage = 'description' | 'error';

interface FieldIds {
  controlId: string;
  labelId: string;
  descriptionId: string;
  errorId: string;
  controlProps: FieldControlProps;
  /** A message says it is shown (or no longer): one wrapped in another component links all the same. */
  setShown: (message: FieldMessage, shown: boolean) => void;
  /** The control names its own id (or takes it back): the label then points at it. */
  setOwnControlId: (id: string | undefined) => void;
}

const FieldContext = React.createContext<FieldIds | null>(null);

/** Tells the field a message is shown, so the control is described by it wherever it sits among the children. */
function useShownInField(field: FieldIds | null, message: FieldMessage, shown: boolean) {
  const setShown = field?.setShown;
  React.useLayoutEffect(() => {
    if (!setShown) return undefined;
    setShown(message, shown);
    return () => setShown(message, false);
  }, [setShown, message, shown]);
}

/** The messages a field shows, found among its children (and its `FieldMessages`' children): what to describe by. */
function shownMessages(children: React.ReactNode): { description: boolean; error: boolean } {
  const found = { description: false, error: false };
  React.Children.forEach(children, (child) => {
    if (!React.isValidElement<{ children?: React.ReactNode }>(child)) return;
    if (child.type === FieldDescription && hasContent(child.props.children)) found.description = true;
    if (child.type === FieldError && hasContent(child.props.children)) found.error = true;
    if (child.type === FieldMessages) {
      const inner = shownMessages(child.props.children);
      found.description ||= inner.description;
      found.error ||= inner.error;
    }
  });
  return found;
}

export type FieldProps = React.ComponentProps<'div'> & {
  /** id of the control; generated when omitted. */
  controlId?: string | undefined;
  /** Marks the control invalid even without an error message (a counter over its limit). */
  invalid?: boolean | undefined;
  /** Ids the control is also described by, after its error and description (a counter, the caller's own). */
  describedBy?: string | undefined;
  /** Dims the label together with a disabled control. */
  disabled?: boolean | undefined;
};

/**
 * A form field, composed: `FieldLabel`, a control (`Input`, `Textarea`, `PasswordInput`, `NativeSelect`), then
 * `FieldDescription` and `FieldError` (in a `FieldMessages` row when there is a counter). It generates the ids and
 * hands the control its `id`, `aria-describedby` (the error first, then the description, then the control's own)
 * and `aria-invalid`. The messages among its children are seen in the first render (the prerendered HTML is wired);
 * a message inside another component tells the field it is shown once mounted. A control's own `id` stands, and the
 * label follows it once mounted; `controlId` names it in the first render too.
 */
export function Field({ className, controlId, invalid, describedBy, disabled, children, ...props }: FieldProps) {
  const baseId = React.useId();
  const [ownControlId, setOwnControlId] = React.useState<string | undefined>(undefined);
  const id = ownControlId ?? controlId ?? `${baseId}-control`;
  const [mounted, setMounted] = React.useState<Record<FieldMessage, boolean>>({ description: false, error: false });
  const setShown = React.useCallback(
    (message: FieldMessage, shown: boolean) =>
      setMounted((current) => (current[message] === shown ? current : { ...current, [message]: shown })),
    [],
  );
  const seen = shownMessages(children);
  const shown = { description: seen.description || mounted.description, error: seen.error || mounted.error };
  const ids: FieldIds = {
    setShown,
    setOwnControlId,
    controlId: id,
    labelId: `${baseId}-label`,
    descriptionId: `${baseId}-hint`,
    errorId: `${baseId}-error`,
    controlProps: {
      id,
      'aria-describedby':
        [shown.error && `${baseId}-error`, shown.description && `${baseId}-hint`, describedBy]
          .filter(Boolean)
          .join(' ') || undefined,
      'aria-invalid': shown.error || invalid ? true : undefined,
    },
  };
  return (
    <FieldContext value={ids}>
      <div
        data-slot="field"
        data-invalid={ids.controlProps['aria-invalid']}
        data-disabled={disabled || undefined}
        className={cn('group grid min-w-0 gap-1.5', className)}
        {...props}
      >
        {children}
      </div>
    </FieldContext>
  );
}

/** The visible name of the field's control, with the required marker after it. */
export function FieldLabel({
  required = false,
  ...props
}: React.ComponentProps<typeof Label> & { required?: boolean }) {
  const ids = React.use(FieldContext);
  return (
    <div className="flex items-baseline">
      <Label id={ids?.labelId} htmlFor={ids?.controlId} {...props} />
      {required && <RequiredMarker />}
    </div>
  );
}

/**
 * The `id`, `aria-describedby` and `aria-invalid` of the control of the nearest `Field`, merged with the control's
 * own: its own `id` and `aria-invalid` stand (the field's label follows the id), its descriptions come after the
 * field's. Outside a `Field`, its own.
 */
export function useFieldControl(own: {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
}): Partial<Omit<FieldControlProps, 'aria-invalid'>> & { 'aria-invalid'?: React.AriaAttributes['aria-invalid'] } {
  const context = React.use(FieldContext);
  const setOwnControlId = context?.setOwnControlId;
  const ownId = own.id;
  React.useLayoutEffect(() => {
    if (!setOwnControlId || ownId === undefined) return undefined;
    setOwnControlId(ownId);
    return () => setOwnControlId(undefined);
  }, [setOwnControlId, ownId]);
  const field = context?.controlProps;
  if (!field) return {};
  return {
    id: ownId ?? field.id,
    'aria-describedby': [field['aria-describedby'], own['aria-describedby']].filter(Boolean).join(' ') || undefined,
    'aria-invalid': own['aria-invalid'] ?? field['aria-invalid'],
  };
}

/** A text input in the field's box; inside a `Field`, wired to its label and messages (the field owns its id). */
export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      className={cn(fieldControlVariants({ control: 'input' }), className)}
      {...props}
      {...useFieldControl(props)}
    />
  );
}

/** A multi-line text input in the field's box; inside a `Field`, wired to its label and messages. */
export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(fieldControlVariants({ control: 'textarea' }), className)}
      {...props}
      {...useFieldControl(props)}
    />
  );
}

export type LabelledFieldProps = Omit<FieldProps, 'children'> & {
  /** The visible name of the control ("Email", 「メールアドレス」). */
  label: React.ReactNode;
  /** Help under the control, linked with `aria-describedby`. */
  hint?: React.ReactNode;
  /** Error under the control: announced, linked with `aria-describedby`, sets `aria-invalid`. */
  error?: React.ReactNode;
  /** Marks the label required. */
  required?: boolean | undefined;
  /** At the end of the messages row (a character counter). */
  aside?: React.ReactNode;
  /** The control: `Input`, `Textarea`, `PasswordInput`, `NativeSelect`. */
  children: React.ReactNode;
};

/** A `Field` laid out the house way: label, control, then hint and error. TextField, PasswordField and SelectField are one. */
export function LabelledField({ label, hint, error, required, aside, children, ...props }: LabelledFieldProps) {
  return (
    <Field {...props}>
      <FieldLabel required={required}>{label}</FieldLabel>
      {children}
      <FieldMessages aside={aside}>
        {hint ? <FieldDescription>{hint}</FieldDescription> : null}
        {error ? <FieldError>{error}</FieldError> : null}
      </FieldMessages>
    </Field>
  );
}
