import { Check } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldDescription, useFieldIds } from '../field/field';
import { Label, RequiredMarker } from '../label/label';

export type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type' | 'children'> & {
  /**
   * The visible name, to the right of the box. May hold a link ("I agree to the <a>terms</a>"); clicking the link
   * opens it without ticking the box (the browser's own rule for a label's links).
   */
  label: React.ReactNode;
  /** Help under the label, linked with `aria-describedby`. */
  hint?: React.ReactNode;
  /** Error under the label: announced, linked with `aria-describedby`, sets `aria-invalid`. */
  error?: React.ReactNode;
  /** Classes of the box itself; `className` styles the field wrapper. */
  boxClassName?: string;
};

/**
 * A labelled native checkbox with hint and error: it ticks, submits and keeps its state before any script runs,
 * and works with a form library's `register` (every input prop is forwarded, `ref` included).
 */
export function Checkbox({
  className,
  boxClassName,
  label,
  hint,
  error,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <div
      data-slot="checkbox"
      data-invalid={ids.controlProps['aria-invalid']}
      data-disabled={disabled || undefined}
      className={cn('group grid gap-1.5', className)}
    >
      <div className="flex items-start gap-3">
        <span className="relative mt-px inline-flex size-5 shrink-0">
          <input
            type="checkbox"
            data-slot="checkbox-box"
            className={cn(
              'peer size-5 shrink-0 cursor-pointer appearance-none rounded-sm border border-input bg-card shadow-xs transition-colors checked:border-primary checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
              boxClassName,
            )}
            required={required}
            disabled={disabled}
            {...props}
            {...ids.controlProps}
          />
          <Check
            aria-hidden
            strokeWidth={3}
            className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-primary-foreground peer-checked:block"
          />
        </span>
        <span className="min-w-0 leading-snug">
          <Label
            id={ids.labelId}
            htmlFor={ids.controlId}
            className="cursor-pointer font-normal group-data-[disabled=true]:cursor-not-allowed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline"
          >
            {label}
          </Label>
          {required && <RequiredMarker />}
        </span>
      </div>
      {(ids.hintId !== undefined || ids.errorId !== undefined) && (
        <div className="grid gap-1 ps-8">
          {ids.hintId !== undefined && <FieldDescription id={ids.hintId}>{hint}</FieldDescription>}
          {ids.errorId !== undefined && <FieldError id={ids.errorId}>{error}</FieldError>}
        </div>
      )}
    </div>
  );
}
