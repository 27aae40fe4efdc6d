import { PasswordField } from '@holostream/design-system';
import { useId, type ComponentProps } from 'react';
import { usePasswordToggle } from '../shared/forms/use-password-toggle';
import { PasswordChecklist } from './password-checklist';

/** The props of one of the two inputs: a form's registration (`field('password')`) or value and onChange. */
export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type' | 'children'>;

export interface NewPasswordFieldsProps {
  /** The new password's input: registered by the form, or controlled. Its `name` defaults to `password`. */
  passwordInput: PasswordInputProps;
  /** The confirmation's input. Its `name` defaults to `confirmPassword`. */
  confirmationInput: PasswordInputProps;
  /** The new password as typed, for the live checklist. */
  password: string;
  /** Label of the new password ('New password', 'Password'): the form's own word. */
  passwordLabel: string;
  /** Label of the confirmation ('Confirm new password', 'Confirm password'). */
  confirmationLabel: string;
  /** Already translated message under the new password (its first failing rule). */
  passwordError?: string | undefined;
  /** Already translated message under the confirmation ('New passwords do not match'). */
  confirmationError?: string | undefined;
  /** `minLength` of both inputs (the reset form sets 8). */
  minLength?: number;
}

/**
 * A new password with its show/hide toggle and live five-rule checklist, then its confirmation (docs/product.md §5:
 * signup, reset and change password share the rule), the toggles and checklist in the forms' shared words.
 * Validation stays with the form: errors come in already translated.
 */
export function NewPasswordFields({
  passwordInput,
  confirmationInput,
  password,
  passwordLabel,
  confirmationLabel,
  passwordError,
  confirmationError,
  minLength,
}: NewPasswordFieldsProps) {
  const base = useId();
  const checklistId = `${base}-checklist`;
  const toggleLabels = usePasswordToggle();
  return (
    <>
      <div className="grid gap-2">
        <PasswordField
          id={`${base}-password`}
          name="password"
          label={passwordLabel}
          {...toggleLabels}
          autoComplete="new-password"
          required
          minLength={minLength}
          {...passwordInput}
          error={passwordError}
          aria-describedby={checklistId}
        />
        <PasswordChecklist id={checklistId} password={password} />
      </div>
      <PasswordField
        id={`${base}-confirmation`}
        name="confirmPassword"
        label={confirmationLabel}
        {...toggleLabels}
        autoComplete="new-password"
        required
        minLength={minLength}
        {...confirmationInput}
        error={confirmationError}
      />
    </>
  );
}
