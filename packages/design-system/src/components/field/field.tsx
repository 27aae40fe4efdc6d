import { cva, type VariantProps } from 'class-variance-authority';
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

export type FieldControlVariants = VariantProps<typeof fieldControlVariants>;

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

/** Secondary help under a control ("8 to 128 characters"). */
export function FieldHint({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="field-hint" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** An error message under a control; `role="alert"` so it is announced as soon as it appears. */
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

export type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The visible name of the control ("Email", 「メールアドレス」). */
  label: React.ReactNode;
  /** Help shown under the control and linked to it with `aria-describedby`. */
  hint?: React.ReactNode;
  /** Error shown under the control, announced, linked with `aria-describedby`; sets `aria-invalid`. */
  error?: React.ReactNode;
  /** Shows the required marker next to the label. The control itself must carry `required`. */
  required?: boolean;
  /** Dims the label together with a disabled control. */
  disabled?: boolean;
  /** id of the control; generated when omitted. */
  controlId?: string;
  /** Marks the control invalid even without an error message. */
  invalid?: boolean;
  /** Ids the control is also described by, appended after the error and hint. */
  describedBy?: string;
  /** Shown at the end of the message row, opposite the hint (a character counter, say). */
  aside?: React.ReactNode;
  /** Renders the control with the id and ARIA props that wire it to the label, hint and error. */
  children: (control: FieldControlProps, ids: { labelId: string; baseId: string }) => React.ReactNode;
};

/**
 * Layout helper of the form fields: label (with required marker) above the control, then the hint,
 * the error and an optional aside (a counter). It generates the ids and hands the control the
 * `id`, `aria-describedby` and `aria-invalid` it needs.
 */
export function Field({
  className,
  label,
  hint,
  error,
  required = false,
  disabled = false,
  controlId,
  invalid,
  describedBy,
  aside,
  children,
  ...props
}: FieldProps) {
  const ids = useFieldIds({ id: controlId, hint, error, invalid, describedBy });
  const hasMessages = ids.hintId !== undefined || ids.errorId !== undefined || hasContent(aside);
  return (
    <div
      data-slot="field"
      data-invalid={ids.controlProps['aria-invalid']}
      data-disabled={disabled || undefined}
      className={cn('group grid min-w-0 gap-1.5', className)}
      {...props}
    >
      <div className="flex items-baseline">
        <Label id={ids.labelId} htmlFor={ids.controlId}>
          {label}
        </Label>
        {required && <RequiredMarker />}
      </div>
      {children(ids.controlProps, { labelId: ids.labelId, baseId: ids.baseId })}
      {hasMessages && (
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            {ids.hintId !== undefined && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
            {ids.errorId !== undefined && <FieldError id={ids.errorId}>{error}</FieldError>}
          </div>
          {aside}
        </div>
      )}
    </div>
  );
}
