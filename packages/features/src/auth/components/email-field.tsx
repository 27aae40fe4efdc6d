import { TextField } from '@holostream/design-system';
import type { ComponentProps } from 'react';
import { useTexts } from '../../shared/i18n/texts';
import { authTexts } from '../locales/texts';
import { translateError } from './form-errors';

export type EmailFieldProps = Omit<ComponentProps<'input'>, 'type' | 'autoComplete' | 'required' | 'children'> & {
  /** The message key of the rule the address breaks (`errorKey('email')`). */
  errorKey: string | undefined;
};

/**
 * The e-mail field of the auth forms: a required address, its error in the person's words. It is the account's sign-in
 * identifier, so password managers know it as the `username` (on login, signup and the forgot-password view alike).
 */
export function EmailField({ errorKey, ...props }: EmailFieldProps) {
  const { t } = useTexts(authTexts);
  return (
    <TextField
      {...props}
      label={t('fields.email')}
      type="email"
      autoComplete="username"
      required
      error={translateError(t, errorKey)}
    />
  );
}
