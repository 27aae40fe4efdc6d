import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { fieldControlVariants, LabelledField, useFieldControl } from '../field/field';

/** One choice of a NativeSelect or SelectField. */
export type SelectOption = {
  /** Submitted and passed to `onValueChange`; must not be the empty string. */
  value: string;
  /** What the person reads in the list and in the closed control. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
};

export type NativeSelectProps = Omit<React.ComponentProps<'select'>, 'children'> & {
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Shown while nothing is chosen ("Choose a country", 「国を選択」): an empty first choice. */
  placeholder?: string;
  /** Called with the chosen value (besides `onChange`). */
  onValueChange?: (value: string) => void;
};

/**
 * The browser's own `<select>` in the field's box, so it works before any script runs, submits with its form, and
 * gets the platform's picker (a wheel on phones), keyboard and typeahead; inside a `LabelledField`, wired to its label
 * and messages. Controlled with `value` or uncontrolled with `defaultValue`; every select prop is forwarded.
 */
export function NativeSelect({
  className,
  options,
  placeholder,
  onChange,
  onValueChange,
  ...props
}: NativeSelectProps) {
  return (
    <div className="relative">
      <select
        data-slot="select-control"
        className={cn(fieldControlVariants({ control: 'input' }), 'appearance-none pe-9', className)}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        {...props}
        {...useFieldControl(props)}
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
  );
}

export type SelectFieldProps = NativeSelectProps & {
  /** The visible name of the select ("Country", 「国」). */
  label: React.ReactNode;
  /** Help under the control, linked with `aria-describedby`. */
  hint?: React.ReactNode;
  /** Error under the control: announced, linked with `aria-describedby`, sets `aria-invalid`. */
  error?: React.ReactNode;
  /** Classes of the `<select>` itself; `className` styles the field wrapper. */
  selectClassName?: string;
};

/** A labelled single-choice list with hint and error: `LabelledField` with `NativeSelect`. */
export function SelectField({
  className,
  selectClassName,
  label,
  hint,
  error,
  id,
  'aria-describedby': describedBy,
  ...props
}: SelectFieldProps) {
  return (
    <LabelledField
      data-slot="select"
      className={className}
      controlId={id}
      disabled={props.disabled}
      describedBy={describedBy}
      label={label}
      hint={hint}
      error={error}
      required={props.required}
    >
      <NativeSelect className={selectClassName} {...props} />
    </LabelledField>
  );
}
