import { SignupScreen } from '@holostream/features/auth';

/** /signup: registration. */
export function Component() {
  return <SignupScreen />;
}
