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

/** Help under a control ("8 to 128 characters"); give it the id the control is described by. */
export function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="field-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** An error under a control, `role="alert"` so it is announced as soon as it appears. */
export function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-error"
      role="alert"
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

/** The wiring of the nearest `LabelledField`'s control. */
const FieldContext = React.createContext<FieldControlProps | null>(null);

/**
 * The `id`, `aria-describedby` and `aria-invalid` of the control of the nearest `LabelledField`, merged with the
 * control's own: its own `aria-invalid` stands, its descriptions come after the field's. Outside a field, its own.
 */
export function useFieldControl(own: {
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
}): Partial<Omit<FieldControlProps, 'aria-invalid'>> & { 'aria-invalid'?: React.AriaAttributes['aria-invalid'] } {
  const field = React.use(FieldContext);
  if (!field) return {};
  return {
    id: field.id,
    'aria-describedby': [field['aria-describedby'], own['aria-describedby']].filter(Boolean).join(' ') || undefined,
    'aria-invalid': own['aria-invalid'] ?? field['aria-invalid'],
  };
}

/** A text input in the field's box; inside a `LabelledField`, wired to its label and messages (the field's id). */
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

/** A multi-line text input in the field's box; inside a `LabelledField`, wired to its label and messages. */
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

export type LabelledFieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
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
  /** id of the control; generated when omitted. */
  controlId?: string | undefined;
  /** Marks the control invalid even without an error message (a counter over its limit). */
  invalid?: boolean | undefined;
  /** Ids the control is also described by, after its error and hint (a counter, the caller's own). */
  describedBy?: string | undefined;
  /** Dims the label together with a disabled control. */
  disabled?: boolean | undefined;
  /** The control: `Input`, `Textarea`, `PasswordInput`, `NativeSelect`; it takes the field's id and descriptions. */
  children: React.ReactNode;
};

/**
 * A form field laid out the house way: label, control, then hint and error. It hands the control its `id`,
 * `aria-describedby` (the error first, then the hint, then `describedBy`) and `aria-invalid`, in the first render,
 * so the prerendered HTML is wired. TextField, PasswordField and SelectField are one.
 */
export function LabelledField({
  label,
  hint,
  error,
  required,
  aside,
  controlId,
  invalid,
  describedBy,
  disabled,
  className,
  children,
  ...props
}: LabelledFieldProps) {
  const ids = useFieldIds({ id: controlId, hint, error, invalid, describedBy });
  return (
    <FieldContext value={ids.controlProps}>
      <div
        data-slot="field"
        data-invalid={ids.controlProps['aria-invalid']}
        data-disabled={disabled || undefined}
        className={cn('group grid min-w-0 content-start gap-1.5', className)}
        {...props}
      >
        <div className="flex items-baseline">
          <Label id={ids.labelId} htmlFor={ids.controlId}>
            {label}
          </Label>
          {required && <RequiredMarker />}
        </div>
        {children}
        <FieldMessages aside={aside}>
          {ids.hintId && <FieldDescription id={ids.hintId}>{hint}</FieldDescription>}
          {ids.errorId && <FieldError id={ids.errorId}>{error}</FieldError>}
        </FieldMessages>
      </div>
    </FieldContext>
  );
}
