import { signupFormSchema } from '@holostream/api';
import { Alert, Button, Checkbox, PasswordField, TextField } from '@holostream/design-system';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useSignup } from '../api/session';
import { useAuth } from '../model/auth-context';
import { paths, routeTo } from '../../shared/routes';
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

type SignupField = 'username' | 'email' | 'password' | 'confirmPassword' | 'acceptTerms';
/** Spec §5 order: the first invalid field gets focus. */
const FIELD_ORDER: readonly SignupField[] = ['username', 'email', 'password', 'confirmPassword', 'acceptTerms'];

interface SignupValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

const EMPTY: SignupValues = { username: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

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
 * token in the answer the person is signed in and goes to /account, otherwise to /login.
 */
export function SignupScreen() {
  const { t } = useTranslation('auth');
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const checklistId = useId();
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const signup = useSignup();
  const ids = useFieldIds(FIELD_ORDER);

  // Signed in (already, or by the answer's token): the account area.
  if (isAuthenticated) return <Navigate to={paths.account} replace />;

  const validation = validateForm(signupFormSchema, values);
  const errors: FieldErrors<SignupField> = submitted ? (validation.errors ?? {}) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validation.errors) {
      focusFirstInvalid(FIELD_ORDER, validation.errors, ids);
      return;
    }
    if (signup.isPending) return;
    const { username, email, password } = validation.data;
    signup.mutate(
      { username, email, password },
      {
        onSuccess: ({ signedIn }) => {
          if (signedIn) return;
          const { to, state } = routeTo('login', { accountCreated: { email } });
          void navigate(to, { state });
        },
      },
    );
  };

  const setText = (field: Exclude<SignupField, 'acceptTerms'>) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const passwordLabels = { showLabel: t('fields.showPassword'), hideLabel: t('fields.hidePassword') };

  return (
    <AuthCard
      title={t('signup.title')}
      description={t('signup.description')}
      footer={
        <p>
          {t('signup.haveAccount')}{' '}
          <Link to={paths.login} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
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
          onChange={setText('username')}
          error={translateError(t, errors.username)}
        />
        <TextField
          id={ids.email}
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={setText('email')}
          error={translateError(t, errors.email)}
        />
        <div className="grid gap-2">
          <PasswordField
            id={ids.password}
            label={t('fields.password')}
            {...passwordLabels}
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={setText('password')}
            error={translateError(t, errors.password)}
            aria-describedby={checklistId}
          />
          <PasswordChecklist id={checklistId} password={values.password} />
        </div>
        <PasswordField
          id={ids.confirmPassword}
          label={t('fields.confirmPassword')}
          {...passwordLabels}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={setText('confirmPassword')}
          error={translateError(t, errors.confirmPassword)}
        />
        <Checkbox
          id={ids.acceptTerms}
          name="acceptTerms"
          required
          checked={values.acceptTerms}
          onCheckedChange={(checked) => setValues((current) => ({ ...current, acceptTerms: checked === true }))}
          label={
            <Trans
              t={t}
              i18nKey="signup.terms"
              components={{ legal: <LegalLink newTabLabel={t('signup.opensInNewTab')} /> }}
            />
          }
          error={translateError(t, errors.acceptTerms)}
        />
        {signup.isError ? (
          <Alert variant="error" title={t('signup.error')}>
            {errorDetail(signup.error)}
          </Alert>
        ) : null}
        <Button type="submit" className="w-full" loading={signup.isPending} loadingLabel={t('signup.submitting')}>
          {t('signup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
