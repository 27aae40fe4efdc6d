import { loginFormSchema } from '@holostream/api';
import { Alert, Button, PasswordField, TextField } from '@holostream/design-system';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useLogin } from '../api/session';
import { useAuth } from '../model/auth-context';
import { paths, readLoginState } from '../../shared/routes';
import { redirectAfterLogin } from '../model/redirect';
import { AuthCard } from './auth-card';
import { ForgotPasswordView } from './forgot-password-view';
import { focusFirstInvalid, translateError, useFieldIds, validateForm, type FieldErrors } from './form-errors';

type LoginField = 'email' | 'password';
const FIELD_ORDER: readonly LoginField[] = ['email', 'password'];

/**
 * /login: e-mail and password, an inline forgot-password view and a link to signup. Signed in (already,
 * or after submitting), it redirects as `redirectAfterLogin` says: the origin route, checkout with
 * the plan id, or /account.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  // The e-mail signup handed over, if any.
  const accountCreatedEmail = readLoginState(location.state).accountCreated?.email;
  const [view, setView] = useState<'login' | 'forgot'>('login');
  const [viewChanged, setViewChanged] = useState(false);
  // Kept here, not in the form, so going to the forgot view and back loses nothing typed.
  const [values, setValues] = useState<Record<LoginField, string>>({
    email: accountCreatedEmail ?? '',
    password: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const login = useLogin();
  const ids = useFieldIds(FIELD_ORDER);

  if (isAuthenticated) {
    const target = redirectAfterLogin(location.state);
    return <Navigate to={target.to} replace={target.replace} state={target.state} />;
  }

  const showView = (next: 'login' | 'forgot') => {
    setView(next);
    setViewChanged(true);
  };

  if (view === 'forgot') {
    return <ForgotPasswordView initialEmail={values.email} onBack={() => showView('login')} />;
  }

  const validation = validateForm(loginFormSchema, values);
  const errors: FieldErrors<LoginField> = submitted ? (validation.errors ?? {}) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validation.errors) {
      focusFirstInvalid(FIELD_ORDER, validation.errors, ids);
      return;
    }
    if (!login.isPending) login.mutate(validation.data);
  };

  const change = (field: LoginField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      focusTitle={viewChanged}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to={paths.signup} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
            {t('login.signUp')}
          </Link>
        </p>
      }
    >
      {accountCreatedEmail !== undefined && !login.isError ? (
        <Alert variant="success" title={t('login.accountCreatedTitle')}>
          {t('login.accountCreated')}
        </Alert>
      ) : null}
      {login.isError ? <Alert variant="error" title={t('login.error')} /> : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          id={ids.email}
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={translateError(t, errors.email)}
        />
        <div className="grid gap-1">
          <PasswordField
            id={ids.password}
            label={t('fields.password')}
            showLabel={t('fields.showPassword')}
            hideLabel={t('fields.hidePassword')}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={change('password')}
            error={translateError(t, errors.password)}
          />
          <Button
            type="button"
            variant="link"
            className="h-auto justify-self-end px-0"
            onClick={() => showView('forgot')}
          >
            {t('login.forgotPassword')}
          </Button>
        </div>
        <Button type="submit" className="w-full" loading={login.isPending} loadingLabel={t('login.submitting')}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
