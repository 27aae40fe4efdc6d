import type * as React from 'react';
import { Input, LabelledField, Textarea } from '../field/field';
import { useCharacterCount, type CharacterCountProps } from './character-count';

type LabelledProps = CharacterCountProps & {
  /** The visible name of the control ("Email", 「メールアドレス」). */
  label: React.ReactNode;
  /** Help under the control, linked with `aria-describedby`. */
  hint?: React.ReactNode;
  /** Error under the control: announced, linked with `aria-describedby`, sets `aria-invalid`. */
  error?: React.ReactNode;
};

export type TextFieldProps = Omit<React.ComponentProps<'input'>, 'children'> &
  LabelledProps & {
    /** Classes of the `<input>` itself; `className` styles the field wrapper. */
    inputClassName?: string;
  };

export type TextAreaFieldProps = Omit<React.ComponentProps<'textarea'>, 'children'> &
  LabelledProps & {
    /** Classes of the `<textarea>` itself; `className` styles the field wrapper. */
    textareaClassName?: string;
  };

type CountedProps<E extends HTMLInputElement | HTMLTextAreaElement> = LabelledProps &
  Pick<
    React.InputHTMLAttributes<E>,
    'className' | 'id' | 'required' | 'disabled' | 'maxLength' | 'value' | 'defaultValue' | 'onChange'
  > & { 'aria-describedby'?: string | undefined; 'aria-invalid'?: React.AriaAttributes['aria-invalid'] };

/** The field around a counted text control: label, the control (given every other prop), hint, error, counter. */
function CountedField<E extends HTMLInputElement | HTMLTextAreaElement, P extends CountedProps<E>>({
  slot,
  props,
  control,
}: {
  slot: string;
  props: P;
  control: (props: Omit<P, keyof LabelledProps | 'className' | 'id' | 'aria-describedby'>) => React.ReactNode;
}) {
  const {
    className,
    label,
    hint,
    error,
    id,
    showCount,
    counterLabel,
    'aria-describedby': describedBy,
    ...rest
  } = props;
  const count = useCharacterCount<E>({
    value: rest.value,
    defaultValue: rest.defaultValue,
    onChange: rest.onChange,
    showCount,
    maxLength: rest.maxLength,
    counterLabel,
  });
  const ariaInvalid = rest['aria-invalid'];
  return (
    <LabelledField
      data-slot={slot}
      className={className}
      controlId={id}
      disabled={rest.disabled}
      invalid={count.over || ariaInvalid === true || ariaInvalid === 'true'}
      describedBy={[count.counterId, describedBy].filter(Boolean).join(' ') || undefined}
      label={label}
      hint={hint}
      error={error}
      required={rest.required}
      aside={count.counter}
    >
      {control({ ...rest, maxLength: count.active ? undefined : rest.maxLength, onChange: count.handleChange })}
    </LabelledField>
  );
}

/**
 * A labelled text input with hint, error and an optional character counter: `LabelledField` with `Input`. Every input
 * prop is forwarded (type, value/onChange or defaultValue, ref, autoComplete…), so it works controlled or
 * uncontrolled and keeps what was typed when an error appears.
 */
export function TextField({ inputClassName, ...props }: TextFieldProps) {
  return (
    <CountedField<HTMLInputElement, typeof props>
      slot="text-field"
      props={props}
      control={(input) => <Input data-slot="text-field-input" className={inputClassName} {...input} />}
    />
  );
}

/** TextField's multi-line sibling (a feedback message of up to 5000 characters): `LabelledField` with `Textarea`. */
export function TextAreaField({ textareaClassName, ...props }: TextAreaFieldProps) {
  return (
    <CountedField<HTMLTextAreaElement, typeof props>
      slot="text-area-field"
      props={props}
      control={(textarea) => <Textarea data-slot="text-area-field-input" className={textareaClassName} {...textarea} />}
    />
  );
}
