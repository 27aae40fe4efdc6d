import { Eye, EyeOff } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { fieldControlVariants, LabelledField, useFieldControl } from '../field/field';

export type PasswordInputProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** Accessible name of the toggle while the password is hidden ("Show password", 「パスワードを表示」). */
  showLabel: string;
  /** Accessible name of the toggle while the password is shown ("Hide password", 「パスワードを隠す」). */
  hideLabel: string;
  /** Whether the password is shown (controlled). */
  visible?: boolean;
  /** Whether the password starts shown (uncontrolled). */
  defaultVisible?: boolean;
  /** Called with the new visibility when the toggle is pressed. */
  onVisibleChange?: (visible: boolean) => void;
};

/**
 * A password input with a show/hide toggle inside the box; inside a `LabelledField`, wired to its label and messages.
 * The toggle is a real button (`aria-pressed`, `aria-controls`) reachable by Tab; a mouse click on it leaves focus and
 * caret in the input. All input props are forwarded, including `ref` and `autoComplete`.
 */
export function PasswordInput({
  className,
  showLabel,
  hideLabel,
  disabled,
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  ref,
  ...props
}: PasswordInputProps) {
  const [uncontrolledVisible, setUncontrolledVisible] = React.useState(defaultVisible);
  const visible = visibleProp ?? uncontrolledVisible;
  const inputRef = React.useRef<HTMLInputElement>(null);
  const control = { ...props, ...useFieldControl(props) };
  // Changing `type` can move the caret to the end; remember the selection to put it back.
  const selection = React.useRef<[number | null, number | null] | null>(null);
  React.useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  React.useLayoutEffect(() => {
    const input = inputRef.current;
    const saved = selection.current;
    selection.current = null;
    if (input && saved && document.activeElement === input) input.setSelectionRange(saved[0], saved[1]);
  }, [visible]);

  const toggle = () => {
    const input = inputRef.current;
    if (input && document.activeElement === input) selection.current = [input.selectionStart, input.selectionEnd];
    setUncontrolledVisible(!visible);
    onVisibleChange?.(!visible);
  };

  return (
    <div className="relative">
      <input
        data-slot="password-field-input"
        className={cn(fieldControlVariants({ control: 'input' }), 'pe-12', className)}
        disabled={disabled}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...control}
        ref={inputRef}
        type={visible ? 'text' : 'password'}
      />
      <button
        type="button"
        data-slot="password-field-toggle"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        aria-controls={control.id}
        disabled={disabled}
        // A mouse click must not steal focus from the input (the caret stays where it was).
        onMouseDown={(event) => event.preventDefault()}
        onClick={toggle}
        className="absolute end-1 top-1/2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60"
      >
        {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
      </button>
    </div>
  );
}

export type PasswordFieldProps = Omit<PasswordInputProps, 'children'> & {
  /** The visible name of the input ("Password", 「パスワード」). */
  label: React.ReactNode;
  /** Help under the input, linked with `aria-describedby`. */
  hint?: React.ReactNode;
  /** Error under the input: announced, linked with `aria-describedby`, sets `aria-invalid`. */
  error?: React.ReactNode;
  /** Classes of the `<input>` itself; `className` styles the field wrapper. */
  inputClassName?: string;
};

/** A labelled password input with hint and error: `LabelledField` with `PasswordInput`. */
export function PasswordField({
  className,
  inputClassName,
  label,
  hint,
  error,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: PasswordFieldProps) {
  return (
    <LabelledField
      data-slot="password-field"
      className={className}
      controlId={id}
      disabled={props.disabled}
      invalid={ariaInvalid === true || ariaInvalid === 'true'}
      describedBy={describedBy}
      label={label}
      hint={hint}
      error={error}
      required={props.required}
    >
      <PasswordInput className={inputClassName} {...props} />
    </LabelledField>
  );
}
