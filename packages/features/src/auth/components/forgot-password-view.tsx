import { emailFormSchema } from '@holostream/api';
import { Button } from '@holostream/design-system';
import { useForgotPassword } from '../../shared/api/auth';
import { AuthCard } from './auth-card';
import { AuthSubmit } from './auth-submit';
import { EmailField } from './email-field';
import { useSchemaForm } from '../../shared/forms';
import { FailureAlert } from '../../shared/failures';
import { useTexts } from '../../shared/i18n/texts';
import { authTexts } from '../locales/texts';

export interface ForgotPasswordViewProps {
  /** What was typed in the login form's e-mail field. */
  initialEmail: string;
  /** Back to the login form. */
  onBack: () => void;
}

/** The inline forgot-password view of /login: e-mail, send, then a success view naming the e-mail. */
export function ForgotPasswordView({ initialEmail, onBack }: ForgotPasswordViewProps) {
  const { t } = useTexts(authTexts);
  const { field, error, handleSubmit, ready } = useSchemaForm({
    name: 'forgot-password',
    schema: emailFormSchema,
    defaultValues: { email: initialEmail },
  });
  const forgot = useForgotPassword();

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

  const onSubmit = handleSubmit((request) => forgot.mutateAsync(request));

  return (
    <AuthCard key="form" title={t('forgot.title')} description={t('forgot.description')} focusTitle footer={backButton}>
      <FailureAlert error={forgot.error} title={t('forgot.error')} />
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
        <EmailField {...field('email')} error={error('email')} />
        <AuthSubmit ready={ready} busy={forgot.isPending} busyLabel={t('forgot.submitting')}>
          {t('forgot.submit')}
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
