import { PASSWORD_MIN_LENGTH, resetPasswordFormSchema } from '@holostream/api';
import { Alert, Button, Spinner } from '@holostream/design-system';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useResetPassword, useVerifyResetToken } from '../../shared/api/auth';
import { useAddress, useSiteLinks } from '../../shared/links';
import { useHydrated } from '../../shared/use-hydrated';
import { AuthCard } from './auth-card';
import { AuthSubmit } from './auth-submit';
import { useSchemaForm } from '../../shared/forms';
import { AccountIdentifier, NewPasswordFields } from '../../password';
import { FailureAlert, useFailureText } from '../../shared/failures';
import { useTexts } from '../../shared/i18n/texts';
import { authTexts } from '../locales/texts';

function GoToLogin() {
  const { t } = useTexts(authTexts);
  const links = useSiteLinks();
  return (
    <Button asChild className="w-full">
      <Link to={links.login()}>{t('reset.goToLogin')}</Link>
    </Button>
  );
}

/** A dead end of the reset flow (no token, invalid link): what happened and the way to login. */
function ResetProblem({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  const { t } = useTexts(authTexts);
  const failure = useFailureText();
  return (
    <AuthCard title={t('reset.pageTitle')}>
      <Alert variant="error" title={title}>
        {message}
      </Alert>
      {onRetry ? (
        <Button variant="outline" className="w-full" onClick={onRetry}>
          {failure.retryLabel}
        </Button>
      ) : null}
      <GoToLogin />
    </AuthCard>
  );
}

/** The form for a valid link: whose password, new + confirm with the checklist, then the done panel. */
function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTexts(authTexts);
  const { values, field, error, handleSubmit, ready } = useSchemaForm({
    name: 'reset-password',
    schema: resetPasswordFormSchema,
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const reset = useResetPassword();

  if (reset.isSuccess) {
    return (
      <AuthCard key="done" title={t('reset.doneTitle')} focusTitle>
        <p className="text-sm text-foreground">{t('reset.done')}</p>
        <GoToLogin />
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit((data) => reset.mutateAsync({ token: data.token, password: data.password }));

  return (
    <AuthCard key="form" title={t('reset.title')} description={t('reset.forEmail', { email })}>
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
        <AccountIdentifier email={email} />
        <NewPasswordFields
          passwordInput={field('password', { deps: ['confirmPassword'] })}
          confirmationInput={field('confirmPassword')}
          password={values.password}
          passwordLabel={t('fields.newPassword')}
          confirmationLabel={t('fields.confirmNewPassword')}
          passwordError={error('password')}
          confirmationError={error('confirmPassword')}
          minLength={PASSWORD_MIN_LENGTH}
        />
        <FailureAlert error={reset.error} title={t('reset.error')} />
        <AuthSubmit ready={ready} busy={reset.isPending} busyLabel={t('reset.submitting')}>
          {t('reset.submit')}
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}

/** The reset token this screen took out of the address, kept in the history entry's state (a reload keeps it). */
function tokenOfState(state: unknown): string {
  const token = typeof state === 'object' && state !== null ? (state as { resetToken?: unknown }).resetToken : '';
  return typeof token === 'string' ? token : '';
}

/**
 * /reset-password?token=…: no token → the no-token error; otherwise the token is verified, then the
 * invalid-link panel or the form for the e-mail it belongs to; success shows a panel with the way to login.
 * The prerendered page is the "checking your link" state: the token is only known in the browser. Once read, the
 * token leaves the address (and with it the history and any address sent on): it stays in the history entry's state.
 */
export function ResetPasswordScreen() {
  const { t } = useTexts(authTexts);
  const { search, state } = useAddress();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const inAddress = search.get('token')?.trim() ?? '';
  const token = inAddress || tokenOfState(state);
  useEffect(() => {
    if (inAddress === '') return;
    const rest = new URLSearchParams(search);
    rest.delete('token');
    const query = rest.toString();
    void navigate(
      { pathname, search: query ? `?${query}` : '', hash },
      { replace: true, state: { resetToken: inAddress }, preventScrollReset: true },
    );
  }, [inAddress, search, pathname, hash, navigate]);
  const verification = useVerifyResetToken(token);
  const failure = useFailureText();

  if (hydrated && token === '') return <ResetProblem title={t('reset.noTokenTitle')} message={t('reset.noToken')} />;

  const checking = (
    <p role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
      <Spinner size="sm" decorative />
      {t('reset.verifying')}
    </p>
  );
  // The prerendered page holds both first states: a page opened without a token says so before the app has loaded
  // (the site's first script marks <html data-no-reset-token>); without that mark it is the "checking" state.
  if (!hydrated) {
    return (
      <AuthCard title={t('reset.pageTitle')}>
        <div className="[html[data-no-reset-token]_&]:hidden">{checking}</div>
        <div className="hidden gap-5 [html[data-no-reset-token]_&]:grid">
          <Alert variant="error" title={t('reset.noTokenTitle')}>
            {t('reset.noToken')}
          </Alert>
          <GoToLogin />
        </div>
      </AuthCard>
    );
  }
  if (verification.isPending) return <AuthCard title={t('reset.pageTitle')}>{checking}</AuthCard>;

  // A failed verification counts as an invalid link (docs/product.md §8); when it failed for a reason of its own (offline,
  // too slow, our side) that reason shows, with a retry.
  if (verification.isError) {
    const reason = failure.detail(verification.error);
    return (
      <ResetProblem
        title={t('reset.invalidTitle')}
        message={reason ?? t('reset.invalid')}
        onRetry={reason === null ? undefined : () => void verification.refetch()}
      />
    );
  }
  if (!verification.data.valid) {
    return <ResetProblem title={t('reset.invalidTitle')} message={t('reset.invalid')} />;
  }

  return <ResetPasswordForm key={token} token={token} email={verification.data.email} />;
}
