import { signupFormSchema } from '@holostream/api';
import { Checkbox, TextField, TextLink } from '@holostream/design-system';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useSignup } from '../../shared/api/auth';
import { useAuth, useAuthStore } from '../model/auth-context';
import { afterSignIn, readRedirectTo, useAddress, useSiteLinks, type LoginState } from '../../shared/links';
import { AuthCard } from './auth-card';
import { AuthSubmit } from './auth-submit';
import { EmailField } from './email-field';
import { useSchemaForm } from '../../shared/forms';
import { NewPasswordFields } from '../../password';
import { FailureAlert } from '../../shared/failures';
import { useTexts } from '../../shared/i18n/texts';
import { authTexts } from '../locales/texts';

/** The terms link of the checkbox label: the terms of service in a new tab, which a screen reader is told. */
function LegalLink({ children, newTabLabel }: { children?: ReactNode; newTabLabel: string }) {
  return (
    <Link to={useSiteLinks().terms} target="_blank" rel="noopener noreferrer">
      {children} <span className="sr-only">{newTabLabel}</span>
    </Link>
  );
}

/**
 * /signup: username, e-mail, password with the live checklist, confirmation and the terms. Checked
 * with the §5 schema on submit (then live); each field's first failing rule shows under it. With a token in the
 * answer the person is signed in and goes where the address says (`?redirectTo=`: checkout with the plan they
 * chose, the guarded route they opened) or to /account; otherwise to /login, with the same way back.
 */
export function SignupScreen() {
  const { t } = useTexts(authTexts);
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const links = useSiteLinks();
  // Where the person meant to go (a plan chosen on /plans, a guarded route), handed on by login.
  const { search, state } = useAddress();
  const redirectTo = readRedirectTo(search);
  const { values, field, error, handleSubmit, ready } = useSchemaForm({
    name: 'signup',
    schema: signupFormSchema,
    defaultValues: { username: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
    // docs/product.md §5 order: the first invalid field gets focus.
  });
  const store = useAuthStore();
  // An answer with a token signs the person in at once; without one, they log in.
  const signup = useSignup({
    onSuccess: (answer, { email }) => {
      if ('token' in answer) store.signIn(answer, email);
    },
  });

  // Signed in (already, or by the answer's token): where they meant to go, else the account area.
  if (isAuthenticated) return <Navigate to={afterSignIn(links, search, state)} replace />;

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    if ('token' in (await signup.mutateAsync({ username, email, password }))) return;
    const created: LoginState = { accountCreated: { email } };
    void navigate(links.login(redirectTo), { state: created });
  });

  return (
    <AuthCard
      // A signed-in visitor is sent on: the page's CSS keeps the form hidden from them until then.
      data-signed-out-only=""
      title={t('signup.title')}
      description={t('signup.description')}
      footer={
        <p>
          {t('signup.haveAccount')}{' '}
          <TextLink asChild>
            <Link to={links.login(redirectTo)}>{t('signup.logIn')}</Link>
          </TextLink>
        </p>
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          {...field('username')}
          label={t('fields.username')}
          hint={t('signup.usernameHint')}
          // The name shown to the team, not what the person signs in with (the e-mail is).
          autoComplete="nickname"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={error('username')}
        />
        <EmailField {...field('email')} error={error('email')} />
        <NewPasswordFields
          passwordInput={field('password', { deps: ['confirmPassword'] })}
          confirmationInput={field('confirmPassword')}
          password={values.password}
          passwordLabel={t('fields.password')}
          confirmationLabel={t('fields.confirmPassword')}
          passwordError={error('password')}
          confirmationError={error('confirmPassword')}
        />
        <Checkbox
          {...field('acceptTerms')}
          required
          label={
            <Trans
              t={t}
              i18nKey="signup.terms"
              components={{ legal: <LegalLink newTabLabel={t('signup.opensInNewTab')} /> }}
            />
          }
          error={error('acceptTerms')}
        />
        <FailureAlert error={signup.error} title={t('signup.error')} />
        <AuthSubmit ready={ready} busy={signup.isPending} busyLabel={t('signup.submitting')}>
          {t('signup.submit')}
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
