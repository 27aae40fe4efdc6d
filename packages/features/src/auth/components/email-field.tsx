import { TextField } from '@holostream/design-system';
import type { ComponentProps } from 'react';
import { useTexts } from '../../shared/i18n/texts';
import { authTexts } from '../locales/texts';

export type EmailFieldProps = Omit<ComponentProps<'input'>, 'type' | 'autoComplete' | 'required' | 'children'> & {
  /** The rule the address breaks, in words (`error('email')` of the form). */
  error: string | undefined;
};

/**
 * The e-mail field of the auth forms: a required address, its error in the person's words. It is the account's sign-in
 * identifier, so password managers know it as the `username` (on login, signup and the forgot-password view alike).
 */
export function EmailField({ error, ...props }: EmailFieldProps) {
  const { t } = useTexts(authTexts);
  return <TextField {...props} label={t('fields.email')} type="email" autoComplete="username" required error={error} />;
}
