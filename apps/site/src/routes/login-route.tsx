import { LoginScreen } from '@holostream/features/auth';

/** /login: sign in, with the inline forgot-password view. */
export function Component() {
  return <LoginScreen />;
}
