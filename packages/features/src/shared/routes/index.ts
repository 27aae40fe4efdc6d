export {
  paths,
  routeTo,
  type AccountState,
  type CheckoutState,
  type LoginState,
  type RedirectOrigin,
  type RouteName,
  type RoutePath,
  type RouteStates,
  type PlansState,
  type RouteTarget,
  type SignupState,
} from './route-table';
export { readLoginState, readPlanId, readPlansNotice, readSuccessMessage } from './route-state';
export {
  forgetSignInIntent,
  intentFromState,
  readSignInIntent,
  rememberSignInIntent,
  resolveSignInIntent,
  SIGN_IN_PATHS,
  type IntentStorage,
  type SignInIntent,
} from './sign-in-intent';
