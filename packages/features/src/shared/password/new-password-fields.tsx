import { PasswordField } from '@holostream/design-system';
import { useId, type ChangeEvent, type FocusEvent } from 'react';
import { PasswordChecklist, type PasswordChecklistLabels } from './password-checklist';

/** The words of the block; every one is a prop, so signup, reset and the security tab bring their own. */
export interface NewPasswordFieldsLabels {
  /** Label of the new password ('New password', 'Password'). */
  password: string;
  /** Label of the confirmation ('Confirm new password', 'Confirm password'). */
  confirmation: string;
  /** Accessible name of the show toggle ('Show password'). */
  show: string;
  /** Accessible name of the hide toggle ('Hide password'). */
  hide: string;
  /** The live checklist's words. */
  checklist: PasswordChecklistLabels;
}

export interface NewPasswordFieldsProps {
  /** The new password (controlled). */
  password: string;
  /** The confirmation (controlled). */
  confirmation: string;
  /** Called with the new password as it is typed. */
  onPasswordChange: (value: string) => void;
  /** Called with the confirmation as it is typed. */
  onConfirmationChange: (value: string) => void;
  /** Called when the confirmation loses focus (to start showing a mismatch, say). */
  onConfirmationBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Every visible and spoken word of the block. */
  labels: NewPasswordFieldsLabels;
  /** Already translated message under the new password (its first failing rule). */
  passwordError?: string | undefined;
  /** Already translated message under the confirmation ('New passwords do not match'). */
  confirmationError?: string | undefined;
  /** Id of the new password input (a form focuses the first invalid field by id); generated when absent. */
  passwordId?: string;
  /** Id of the confirmation input; generated when absent. */
  confirmationId?: string;
  /** `name` of the two inputs. Default `password` and `confirmPassword`. */
  names?: { password: string; confirmation: string };
  /** `minLength` of both inputs (the reset form sets 8). */
  minLength?: number;
  /** Both inputs refuse edits (while the form is sending, say) but keep focus. */
  readOnly?: boolean;
  /** Both inputs and toggles disabled. */
  disabled?: boolean;
}

/**
 * A new password with its show/hide toggle and live five-rule checklist, then its confirmation (spec §5:
 * signup, reset and change password share the rule). Validation stays with the form: errors come in
 * already translated.
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  onConfirmationBlur,
  labels,
  passwordError,
  confirmationError,
  passwordId,
  confirmationId,
  names = { password: 'password', confirmation: 'confirmPassword' },
  minLength,
  readOnly,
  disabled,
}: NewPasswordFieldsProps) {
  const base = useId();
  const checklistId = `${base}-checklist`;
  const toggleLabels = { showLabel: labels.show, hideLabel: labels.hide };
  return (
    <>
      <div className="grid gap-2">
        <PasswordField
          id={passwordId ?? `${base}-password`}
          label={labels.password}
          {...toggleLabels}
          name={names.password}
          autoComplete="new-password"
          required
          minLength={minLength}
          readOnly={readOnly}
          disabled={disabled}
          value={password}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onPasswordChange(event.target.value)}
          error={passwordError}
          aria-describedby={checklistId}
        />
        <PasswordChecklist id={checklistId} password={password} labels={labels.checklist} />
      </div>
      <PasswordField
        id={confirmationId ?? `${base}-confirmation`}
        label={labels.confirmation}
        {...toggleLabels}
        name={names.confirmation}
        autoComplete="new-password"
        required
        minLength={minLength}
        readOnly={readOnly}
        disabled={disabled}
        value={confirmation}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onConfirmationChange(event.target.value)}
        onBlur={onConfirmationBlur}
        error={confirmationError}
      />
    </>
  );
}
