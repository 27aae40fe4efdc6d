import { forgotPasswordFormSchema } from '@holostream/api';
import { Alert, Button, TextField } from '@holostream/design-system';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '../../shared/api';
import { AuthCard } from './auth-card';
import { errorDetail, translateError, validateForm } from './form-errors';

export interface ForgotPasswordViewProps {
  /** What was typed in the login form's e-mail field. */
  initialEmail: string;
  /** Back to the login form. */
  onBack: () => void;
}

/** The inline forgot-password view of /login: e-mail, send, then a success view naming the e-mail. */
export function ForgotPasswordView({ initialEmail, onBack }: ForgotPasswordViewProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const forgot = useForgotPassword();
  const emailField = useRef<HTMLInputElement>(null);

  const backButton = (
    <Button type="button" variant="link" className="h-auto px-0" onClick={onBack}>
      {t('forgot.backToLogin')}
    </Button>
  );

  if (forgot.isSuccess) {
    return (
      <AuthCard key="success" title={t('forgot.successTitle')} focusTitle footer={backButton}>
        <p className="text-sm text-foreground">{t('forgot.success', { email: forgot.variables.email })}</p>
      </AuthCard>
    );
  }

  const validation = validateForm(forgotPasswordFormSchema, { email });
  const emailError = submitted ? validation.errors?.email : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validation.errors) {
      emailField.current?.focus();
      return;
    }
    if (!forgot.isPending) forgot.mutate(validation.data);
  };

  return (
    <AuthCard key="form" title={t('forgot.title')} description={t('forgot.description')} focusTitle footer={backButton}>
      {forgot.isError ? (
        <Alert variant="error" title={t('forgot.error')}>
          {errorDetail(forgot.error)}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          ref={emailField}
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={translateError(t, emailError)}
        />
        <Button type="submit" className="w-full" loading={forgot.isPending} loadingLabel={t('forgot.submitting')}>
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
