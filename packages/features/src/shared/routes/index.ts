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
  type RouteTarget,
} from './route-table';
export { readLoginState, readPlanId, readSuccessMessage } from './route-state';
