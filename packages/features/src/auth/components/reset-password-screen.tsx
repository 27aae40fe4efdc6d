import { PASSWORD_MIN_LENGTH, resetPasswordFormSchema } from '@holostream/api';
import { Alert, Button, PasswordField, Spinner } from '@holostream/design-system';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useResetPassword, useVerifyResetToken } from '../../shared/api';
import { paths } from '../../shared/routes';
import { AuthCard } from './auth-card';
import {
  errorDetail,
  focusFirstInvalid,
  translateError,
  useFieldIds,
  validateForm,
  type FieldErrors,
} from './form-errors';
import { PasswordChecklist } from './password-checklist';

type ResetField = 'password' | 'confirmPassword';
const FIELD_ORDER: readonly ResetField[] = ['password', 'confirmPassword'];

function GoToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Button asChild className="w-full">
      <Link to={paths.login}>{t('reset.goToLogin')}</Link>
    </Button>
  );
}

/** A dead end of the reset flow (no token, invalid link): what happened and the way to login. */
function ResetProblem({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('reset.pageTitle')}>
      <Alert variant="error" title={title}>
        {message}
      </Alert>
      <GoToLogin />
    </AuthCard>
  );
}

/** The form for a valid link: whose password, new + confirm with the checklist, then the done panel. */
function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('auth');
  const checklistId = useId();
  const [values, setValues] = useState<Record<ResetField, string>>({ password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const reset = useResetPassword();
  const ids = useFieldIds(FIELD_ORDER);

  if (reset.isSuccess) {
    return (
      <AuthCard key="done" title={t('reset.doneTitle')} focusTitle>
        <p className="text-sm text-foreground">{t('reset.done')}</p>
        <GoToLogin />
      </AuthCard>
    );
  }

  const validation = validateForm(resetPasswordFormSchema, { token, ...values });
  const errors: FieldErrors<ResetField> = submitted ? (validation.errors ?? {}) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validation.errors) {
      focusFirstInvalid(FIELD_ORDER, validation.errors, ids);
      return;
    }
    if (!reset.isPending) reset.mutate({ token: validation.data.token, password: validation.data.password });
  };

  const change = (field: ResetField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const passwordLabels = { showLabel: t('fields.showPassword'), hideLabel: t('fields.hidePassword') };

  return (
    <AuthCard key="form" title={t('reset.title')} description={t('reset.forEmail', { email })}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <div className="grid gap-2">
          <PasswordField
            id={ids.password}
            label={t('fields.newPassword')}
            {...passwordLabels}
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={values.password}
            onChange={change('password')}
            error={translateError(t, errors.password)}
            aria-describedby={checklistId}
          />
          <PasswordChecklist id={checklistId} password={values.password} />
        </div>
        <PasswordField
          id={ids.confirmPassword}
          label={t('fields.confirmNewPassword')}
          {...passwordLabels}
          name="confirmPassword"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          error={translateError(t, errors.confirmPassword)}
        />
        {reset.isError ? (
          <Alert variant="error" title={t('reset.error')}>
            {errorDetail(reset.error)}
          </Alert>
        ) : null}
        <Button type="submit" className="w-full" loading={reset.isPending} loadingLabel={t('reset.submitting')}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

/**
 * /reset-password?token=…: no token → the no-token error; otherwise the token is verified, then the
 * invalid-link panel or the form for the e-mail it belongs to; success shows a panel with the way to login.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const verification = useVerifyResetToken(token);

  if (token === '') return <ResetProblem title={t('reset.noTokenTitle')} message={t('reset.noToken')} />;

  if (verification.isPending) {
    return (
      <AuthCard title={t('reset.pageTitle')}>
        <p role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
          <Spinner size="sm" decorative />
          {t('reset.verifying')}
        </p>
      </AuthCard>
    );
  }

  // A failed verification counts as an invalid link (spec §8).
  if (verification.isError || !verification.data.valid) {
    return <ResetProblem title={t('reset.invalidTitle')} message={t('reset.invalid')} />;
  }

  return <ResetPasswordForm key={token} token={token} email={verification.data.email} />;
}
