import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Field, fieldControlVariants } from '../field/field';
import { useCharacterCount, type CharacterCountProps } from './character-count';

export type TextFieldProps = Omit<React.ComponentProps<'input'>, 'children'> &
  CharacterCountProps & {
    /** The visible name of the input ("Email", 「メールアドレス」). */
    label: React.ReactNode;
    /** Help under the input, linked with `aria-describedby`. */
    hint?: React.ReactNode;
    /** Error under the input: announced, linked with `aria-describedby`, sets `aria-invalid`. */
    error?: React.ReactNode;
    /** Classes of the `<input>` itself; `className` styles the field wrapper. */
    inputClassName?: string;
  };

/**
 * A labelled text input with hint, error and an optional character counter. Every input prop is
 * forwarded (type, value/onChange or defaultValue, ref, autoComplete…), so it works controlled or
 * uncontrolled and keeps what was typed when an error appears.
 */
export function TextField({
  className,
  inputClassName,
  label,
  hint,
  error,
  id,
  required,
  disabled,
  showCount,
  counterLabel,
  maxLength,
  value,
  defaultValue,
  onChange,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: TextFieldProps) {
  const count = useCharacterCount<HTMLInputElement>({
    value,
    defaultValue,
    onChange,
    showCount,
    maxLength,
    counterLabel,
  });
  return (
    <Field
      data-slot="text-field"
      className={className}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      controlId={id}
      invalid={count.over || ariaInvalid === true || ariaInvalid === 'true'}
      describedBy={[count.counterId, describedBy].filter(Boolean).join(' ') || undefined}
      aside={count.counter}
    >
      {(control) => (
        <input
          data-slot="text-field-input"
          className={cn(fieldControlVariants({ control: 'input' }), inputClassName)}
          required={required}
          disabled={disabled}
          maxLength={count.active ? undefined : maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={count.handleChange}
          {...props}
          {...control}
        />
      )}
    </Field>
  );
}
