import { signupFormSchema } from '@holostream/api';
import { Alert, Button, Checkbox, TextField } from '@holostream/design-system';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useSignup } from '../api/signup';
import { useAuth } from '../model/auth-context';
import { paths, routeTo } from '../../shared/routes';
import { redirectAfterLogin } from '../model/redirect';
import { useSignInIntent } from '../model/sign-in-intent-scope';
import { AuthCard } from './auth-card';
import { useFocusOnShow, useSchemaForm } from '../../shared/forms';
import { NewPasswordFields } from '../../shared/password';
import { translateError } from './form-errors';
import { useFailureText } from '../../shared/failures';
import { newPasswordLabels } from './new-password-labels';

/** The terms link of the checkbox label: /legal in a new tab, which a screen reader is told. */
function LegalLink({ children, newTabLabel }: { children?: ReactNode; newTabLabel: string }) {
  return (
    <Link to={paths.legal} target="_blank" rel="noopener noreferrer">
      {children} <span className="sr-only">{newTabLabel}</span>
    </Link>
  );
}

/**
 * /signup: username, e-mail, password with the live checklist, confirmation and the terms. Checked
 * with the §5 schema on submit (then live); each field's first failing rule shows under it. With a
 * token in the answer the person is signed in and goes where they meant to (checkout with the plan they
 * chose, the guarded route they opened) or to /account; otherwise to /login, which still knows the intent.
 */
export function SignupScreen() {
  const { t } = useTranslation('auth');
  const failure = useFailureText();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  // Where the person meant to go (a plan chosen on /plans, a guarded route), handed on by login.
  const intent = useSignInIntent();
  const { values, ids, setField, errorKey, handleSubmit } = useSchemaForm({
    schema: signupFormSchema,
    defaultValues: { username: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
    // Spec §5 order: the first invalid field gets focus.
    fields: ['username', 'email', 'password', 'confirmPassword', 'acceptTerms'],
  });
  const signup = useSignup();
  const errorRef = useFocusOnShow<HTMLDivElement>(signup.error);

  // Signed in (already, or by the answer's token): where they meant to go, else the account area.
  if (isAuthenticated) {
    const target = redirectAfterLogin(intent);
    return <Navigate to={target.to} replace={target.replace} state={target.state} />;
  }

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    const { signedIn } = await signup.mutateAsync({ username, email, password });
    if (signedIn) return;
    const { to, state } = routeTo('login', { ...intent, accountCreated: { email } });
    void navigate(to, { state });
  });

  return (
    <AuthCard
      title={t('signup.title')}
      description={t('signup.description')}
      footer={
        <p>
          {t('signup.haveAccount')}{' '}
          <Link
            {...routeTo('login', intent)}
            className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {t('signup.logIn')}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          id={ids.username}
          label={t('fields.username')}
          hint={t('signup.usernameHint')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          onChange={(event) => setField('username', event.target.value)}
          error={translateError(t, errorKey('username'))}
        />
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
        <NewPasswordFields
          password={values.password}
          confirmation={values.confirmPassword}
          onPasswordChange={(value) => setField('password', value)}
          onConfirmationChange={(value) => setField('confirmPassword', value)}
          labels={newPasswordLabels(t, { password: 'fields.password', confirmation: 'fields.confirmPassword' })}
          passwordError={translateError(t, errorKey('password'))}
          confirmationError={translateError(t, errorKey('confirmPassword'))}
          passwordId={ids.password}
          confirmationId={ids.confirmPassword}
        />
        <Checkbox
          id={ids.acceptTerms}
          name="acceptTerms"
          required
          checked={values.acceptTerms}
          onCheckedChange={(checked) => setField('acceptTerms', checked === true)}
          label={
            <Trans
              t={t}
              i18nKey="signup.terms"
              components={{ legal: <LegalLink newTabLabel={t('signup.opensInNewTab')} /> }}
            />
          }
          error={translateError(t, errorKey('acceptTerms'))}
        />
        {signup.isError ? (
          <Alert ref={errorRef} tabIndex={-1} variant="error" title={t('signup.error')}>
            {failure.detail(signup.error)}
          </Alert>
        ) : null}
        <Button type="submit" className="w-full" loading={signup.isPending} loadingLabel={t('signup.submitting')}>
          {t('signup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
