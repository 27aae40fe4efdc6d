/**
 * The account a new password is for, where the form does not ask for it: the sign-in e-mail as a hidden `username`
 * field, so a password manager files the new password under the right account.
 */
export function AccountIdentifier({ email }: { email: string | null | undefined }) {
  if (!email) return null;
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}
