import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PasswordField,
} from '@holostream/design-system';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { changePasswordFormSchema, validationMessages } from '@holostream/api';
import { usePasswordToggle, useSchemaForm, useValidationText } from '../../shared/forms';
import { AccountIdentifier, NewPasswordFields } from '../../password';
import { useSignedInEmail } from '../../shared/person';
import { useChangePassword } from '../../shared/api/auth';
import { FailureAlert } from '../../shared/failures';
import {
  canSubmitChangePassword,
  EMPTY_CHANGE_PASSWORD,
  showsMismatch,
  type ChangePasswordField,
} from '../model/change-password-form';
import { useTexts } from '../../shared/i18n/texts';
import { securityTexts } from '../locales/texts';

/**
 * docs/product.md §2 Security tab, §5, §8: current, new and confirm (each with show/hide), the live checklist,
 * 'New passwords do not match' next to the confirmation, one request per submit. Success says the other
 * sessions were logged out, clears the form, and the session list reloads.
 */
export interface ChangePasswordCardProps {
  /** Set to the current-password field, for focus to be sent there ('Not you?' ends here). */
  firstFieldRef?: RefObject<HTMLInputElement | null>;
  /** A device 'Not you?' just signed out: the form says why changing the password comes next. */
  signedOutDevice?: string | null;
}

export function ChangePasswordCard({ firstFieldRef, signedOutDevice }: ChangePasswordCardProps = {}) {
  const { t } = useTexts(securityTexts);
  const validationText = useValidationText();
  const toggle = usePasswordToggle();
  const change = useChangePassword();
  const email = useSignedInEmail();
  const { reset, values, field, errorKey, handleSubmit, submitted } = useSchemaForm({
    name: 'change-password',
    schema: changePasswordFormSchema,
    defaultValues: EMPTY_CHANGE_PASSWORD,
  });
  const [confirmTouched, setConfirmTouched] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const busy = change.isPending;
  const ruleError = errorKey('newPassword');
  const mismatch = showsMismatch(values, { confirmTouched, submitted });

  // Typing again starts over: the last answer no longer describes the form.
  const input = (name: ChangePasswordField, onBlur?: () => void) =>
    field(name, {
      onChange: () => {
        if (!change.isIdle && !busy) change.reset();
      },
      ...(onBlur ? { onBlur } : {}),
    });

  const currentPassword = input('currentPassword');
  const registerCurrent = currentPassword.ref;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!canSubmitChangePassword(values, busy)) {
      event.preventDefault();
      return;
    }
    handleSubmit(async ({ currentPassword, newPassword }) => {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY_CHANGE_PASSWORD);
      setConfirmTouched(false);
      // The button is disabled with the form empty: keep focus on what happened.
      requestAnimationFrame(() => successRef.current?.focus());
    })(event);
  };

  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {t('password.title')}
        </CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
          {signedOutDevice && !change.isSuccess ? (
            <Alert variant="warning" title={t('sessions.secure.nextTitle', { device: signedOutDevice })}>
              {t('sessions.secure.next')}
            </Alert>
          ) : null}
          <AccountIdentifier email={email} />
          <PasswordField
            {...currentPassword}
            ref={(element: HTMLInputElement | null) => {
              registerCurrent(element);
              if (firstFieldRef) firstFieldRef.current = element;
            }}
            label={t('password.current')}
            {...toggle}
            autoComplete="current-password"
            required
            readOnly={busy}
          />
          <NewPasswordFields
            passwordInput={{ ...input('newPassword'), readOnly: busy }}
            confirmationInput={{ ...input('confirmPassword', () => setConfirmTouched(true)), readOnly: busy }}
            password={values.newPassword}
            passwordLabel={t('password.new')}
            confirmationLabel={t('password.confirm')}
            passwordError={validationText(ruleError)}
            confirmationError={mismatch ? validationText(validationMessages.newPasswordMismatch) : undefined}
          />
          <FailureAlert error={change.error} title={t('password.error')} />
          {change.isSuccess ? (
            <Alert ref={successRef} tabIndex={-1} variant="success" title={t('password.successTitle')}>
              {t('password.success')}
            </Alert>
          ) : null}
          <div>
            <Button
              type="submit"
              className="w-full sm:w-auto"
              disabled={!canSubmitChangePassword(values, busy)}
              loading={busy}
              loadingLabel={t('password.submitting')}
            >
              {t('password.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
