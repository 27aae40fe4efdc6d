import { loginFormSchema } from '@holostream/api';
import { Alert, Button, PasswordField, TextLink } from '@holostream/design-system';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useLogin } from '../../shared/api/auth';
import { useAuth, useAuthStore } from '../model/auth-context';
import { afterSignIn, readAccountCreatedEmail, readRedirectTo, useAddress, useSiteLinks } from '../../shared/links';
import { AuthCard } from './auth-card';
import { AuthSubmit } from './auth-submit';
import { EmailField } from './email-field';
import { ForgotPasswordView } from './forgot-password-view';
import { useFocusOnShow, usePasswordToggle, useSchemaForm } from '../../shared/forms';
import { useFailureText } from '../../shared/failures';
import { isRejectedSignIn } from '../model/rejected-sign-in';
import { useTexts } from '../../shared/i18n/texts';
import { authTexts } from '../locales/texts';

/**
 * /login: e-mail and password, an inline forgot-password view and a link to signup. Signed in (already, or after
 * submitting), it goes where the address says (`?redirectTo=`: a guarded route, checkout with its plan) or to
 * /account. The way back is handed on to signup, so it survives a reload and the way through signup.
 */
export function LoginScreen() {
  const { t } = useTexts(authTexts);
  const toggle = usePasswordToggle();
  const failure = useFailureText();
  const { isAuthenticated } = useAuth();
  const { search, state } = useAddress();
  const links = useSiteLinks();
  // The e-mail signup handed over, if any.
  const accountCreatedEmail = readAccountCreatedEmail(state);
  const [view, setView] = useState<'login' | 'forgot'>('login');
  const [viewChanged, setViewChanged] = useState(false);
  // Kept in the form while the forgot view shows, so going there and back loses nothing typed.
  const { values, field, setField, error, handleSubmit, ready } = useSchemaForm({
    name: 'login',
    schema: loginFormSchema,
    defaultValues: { email: '', password: '' },
  });
  const store = useAuthStore();
  const login = useLogin({ onSuccess: (answer, { email }) => store.signIn(answer, email) });
  const errorRef = useFocusOnShow<HTMLDivElement>(login.error);

  // When the page opens with the e-mail signup handed over; not again when the person empties the field.
  const fillHandedOverEmail = useEffectEvent((email: string) => {
    if (values.email === '') setField('email', email);
  });
  useEffect(() => {
    if (accountCreatedEmail) fillHandedOverEmail(accountCreatedEmail);
  }, [accountCreatedEmail]);

  if (isAuthenticated) return <Navigate to={afterSignIn(links, search, state)} replace />;

  const showView = (next: 'login' | 'forgot') => {
    // A failed login is not news on the way back from the forgot-password view.
    login.reset();
    setView(next);
    setViewChanged(true);
  };

  if (view === 'forgot') {
    return <ForgotPasswordView initialEmail={values.email} onBack={() => showView('login')} />;
  }

  const onSubmit = handleSubmit((credentials) => login.mutateAsync(credentials));

  return (
    <AuthCard
      // A signed-in visitor is sent on: the page's CSS keeps the form hidden from them until then.
      data-signed-out-only=""
      title={t('login.title')}
      description={t('login.description')}
      focusTitle={viewChanged}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <TextLink asChild>
            <Link to={links.signup(readRedirectTo(search))}>{t('login.signUp')}</Link>
          </TextLink>
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
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
        <EmailField {...field('email')} error={error('email')} />
        <div className="grid gap-1">
          <PasswordField
            {...field('password')}
            label={t('fields.password')}
            {...toggle}
            autoComplete="current-password"
            required
            error={error('password')}
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
        <AuthSubmit ready={ready} busy={login.isPending} busyLabel={t('login.submitting')}>
          {t('login.submit')}
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
