import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Field, fieldControlVariants } from '../field/field';
import { useCharacterCount, type CharacterCountProps } from './character-count';

export type TextAreaFieldProps = Omit<React.ComponentProps<'textarea'>, 'children'> &
  CharacterCountProps & {
    /** The visible name of the text area ("Message", 「メッセージ」). */
    label: React.ReactNode;
    /** Help under the text area, linked with `aria-describedby`. */
    hint?: React.ReactNode;
    /** Error under the text area: announced, linked with `aria-describedby`, sets `aria-invalid`. */
    error?: React.ReactNode;
    /** Classes of the `<textarea>` itself; `className` styles the field wrapper. */
    textareaClassName?: string;
  };

/**
 * TextField's multi-line sibling (a feedback message of up to 5000 characters): same label, hint,
 * error and counter API, every textarea prop forwarded, controlled or uncontrolled.
 */
export function TextAreaField({
  className,
  textareaClassName,
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
}: TextAreaFieldProps) {
  const count = useCharacterCount<HTMLTextAreaElement>({
    value,
    defaultValue,
    onChange,
    showCount,
    maxLength,
    counterLabel,
  });
  return (
    <Field
      data-slot="text-area-field"
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
        <textarea
          data-slot="text-area-field-input"
          className={cn(fieldControlVariants({ control: 'textarea' }), textareaClassName)}
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
