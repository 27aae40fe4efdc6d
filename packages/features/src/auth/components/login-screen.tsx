import { loginFormSchema } from '@holostream/api';
import { Alert, Button, PasswordField, TextField } from '@holostream/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useLogin } from '../api/login';
import { useAuth } from '../model/auth-context';
import { readLoginState, routeTo } from '../../shared/routes';
import { redirectAfterLogin } from '../model/redirect';
import { useSignInIntent } from '../model/sign-in-intent-scope';
import { AuthCard } from './auth-card';
import { ForgotPasswordView } from './forgot-password-view';
import { useFocusOnShow, useSchemaForm } from '../../shared/forms';
import { translateError } from './form-errors';
import { useFailureText } from '../../shared/failures';
import { isRejectedSignIn } from '../model/rejected-sign-in';

/**
 * /login: e-mail and password, an inline forgot-password view and a link to signup. Signed in (already,
 * or after submitting), it redirects as `redirectAfterLogin` says: the origin route, checkout with
 * the plan id, or /account. That intent survives a reload and the way through signup or a password reset.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const failure = useFailureText();
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  // The e-mail signup handed over, if any.
  const accountCreatedEmail = readLoginState(location.state).accountCreated?.email;
  // Where the person meant to go (a plan, a guarded route): carried, or kept in this tab since.
  const intent = useSignInIntent();
  const [view, setView] = useState<'login' | 'forgot'>('login');
  const [viewChanged, setViewChanged] = useState(false);
  // Kept here, not in the form, so going to the forgot view and back loses nothing typed.
  const { values, ids, setField, errorKey, handleSubmit } = useSchemaForm({
    schema: loginFormSchema,
    defaultValues: { email: accountCreatedEmail ?? '', password: '' },
    fields: ['email', 'password'],
  });
  const login = useLogin();
  const errorRef = useFocusOnShow<HTMLDivElement>(login.error);

  if (isAuthenticated) {
    const target = redirectAfterLogin(intent);
    return <Navigate to={target.to} replace={target.replace} state={target.state} />;
  }

  const showView = (next: 'login' | 'forgot') => {
    setView(next);
    setViewChanged(true);
  };

  if (view === 'forgot') {
    return <ForgotPasswordView initialEmail={values.email} onBack={() => showView('login')} />;
  }

  const onSubmit = handleSubmit((credentials) => login.mutateAsync(credentials));

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      focusTitle={viewChanged}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link
            {...routeTo('signup', intent)}
            className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
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
      {login.isError ? (
        <Alert
          ref={errorRef}
          tabIndex={-1}
          variant="error"
          title={isRejectedSignIn(login.error) ? t('login.error') : failure.message(login.error)}
        />
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          id={ids.email}
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => setField('email', event.target.value)}
          error={translateError(t, errorKey('email'))}
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
            onChange={(event) => setField('password', event.target.value)}
            error={translateError(t, errorKey('password'))}
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
