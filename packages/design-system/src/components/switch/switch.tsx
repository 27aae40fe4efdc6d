import type * as React from 'react';
import { cn } from '../../lib/cn';
import { FieldDescription, FieldError, useFieldIds } from '../field/field';
import { Label } from '../label/label';

export type SwitchProps = Omit<React.ComponentProps<'input'>, 'type' | 'children' | 'role'> & {
  /** The visible name, before the switch ("E-mail me before a limit", 「上限の前にメールで通知」). */
  label: React.ReactNode;
  /** Help under the label, linked with `aria-describedby`. */
  hint?: React.ReactNode;
  /** Error under the label: announced, linked with `aria-describedby`, sets `aria-invalid`. */
  error?: React.ReactNode;
  /** Classes of the track itself; `className` styles the row. */
  trackClassName?: string;
};

/**
 * An on/off setting that takes effect as it is flipped: a native checkbox with `role="switch"`, so it flips, submits
 * and keeps its state before any script runs, is announced as a switch that is on or off, and works with a form
 * library's `register` (every input prop is forwarded, `ref` included). For a choice confirmed by a button, use a
 * `Checkbox`.
 */
export function Switch({
  className,
  trackClassName,
  label,
  hint,
  error,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: SwitchProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <div
      data-slot="switch"
      data-invalid={ids.controlProps['aria-invalid']}
      data-disabled={disabled || undefined}
      className={cn('group grid gap-1.5', className)}
    >
      <div className="flex items-start justify-between gap-4">
        <Label
          id={ids.labelId}
          htmlFor={ids.controlId}
          className="min-w-0 cursor-pointer pt-0.5 leading-snug font-normal group-data-[disabled=true]:cursor-not-allowed"
        >
          {label}
        </Label>
        <span className="relative inline-flex h-6 w-11 shrink-0">
          <input
            type="checkbox"
            role="switch"
            data-slot="switch-track"
            className={cn(
              'peer h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full border border-transparent bg-input shadow-xs transition-colors checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
              trackClassName,
            )}
            disabled={disabled}
            {...props}
            {...ids.controlProps}
          />
          <span
            aria-hidden
            data-slot="switch-thumb"
            className="pointer-events-none absolute start-0.5 top-0.5 size-5 rounded-full bg-card shadow-sm transition-transform peer-checked:translate-x-5 rtl:peer-checked:-translate-x-5 motion-reduce:transition-none"
          />
        </span>
      </div>
      {(ids.hintId !== undefined || ids.errorId !== undefined) && (
        <div className="grid gap-1">
          {ids.hintId !== undefined && <FieldDescription id={ids.hintId}>{hint}</FieldDescription>}
          {ids.errorId !== undefined && <FieldError id={ids.errorId}>{error}</FieldError>}
        </div>
      )}
    </div>
  );
}
