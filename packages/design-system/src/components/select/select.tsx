import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Field, fieldControlVariants } from '../field/field';

/** One choice of a Select. */
export type SelectOption = {
  /** Submitted and passed to `onValueChange`; must not be the empty string. */
  value: string;
  /** What the person reads in the list and in the closed control. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
};

export type SelectProps = Omit<React.ComponentProps<'select'>, 'children'> & {
  /** The visible name of the select ("Country", 「国」). */
  label: React.ReactNode;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Shown while nothing is chosen ("Choose a country", 「国を選択」): an empty first choice. */
  placeholder?: string;
  /** Help under the control, linked with `aria-describedby`. */
  hint?: React.ReactNode;
  /** Error under the control: announced, linked with `aria-describedby`, sets `aria-invalid`. */
  error?: React.ReactNode;
  /** Called with the chosen value (besides `onChange`). */
  onValueChange?: (value: string) => void;
  /** Classes of the `<select>` itself; `className` styles the field wrapper. */
  selectClassName?: string;
};

/**
 * A labelled single-choice list: the browser's own `<select>`, so it works before any script runs, submits with
 * its form, and gets the platform's picker (a wheel on phones), keyboard and typeahead. Controlled with `value` or
 * uncontrolled with `defaultValue`; every select prop is forwarded, `ref` included.
 */
export function Select({
  className,
  selectClassName,
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  required,
  disabled,
  onChange,
  onValueChange,
  'aria-describedby': describedBy,
  ...props
}: SelectProps) {
  return (
    <Field
      data-slot="select"
      className={className}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      controlId={id}
      describedBy={describedBy}
    >
      {(control) => (
        <div className="relative">
          <select
            data-slot="select-control"
            className={cn(fieldControlVariants({ control: 'input' }), 'appearance-none pe-9', selectClassName)}
            required={required}
            disabled={disabled}
            onChange={(event) => {
              onChange?.(event);
              onValueChange?.(event.target.value);
            }}
            {...props}
            {...control}
          >
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      )}
    </Field>
  );
}
