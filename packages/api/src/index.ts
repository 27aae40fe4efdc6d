/**
 * @holostream/api: the contract in code. React-free.
 * - `createApiClient`: openapi-fetch's typed client on openapi.yaml's paths, with the contract's rules in its
 *   middleware; `read` and `done` await its calls.
 * - `ApiError`: the one error every call throws; `describeFailure` says what kind of failure it is, for a message
 *   for people; `reportError` is where the technical detail goes.
 * - The contract's types, enum lists, response schemas and the form schemas of docs/product.md §5.
 */
export {
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  done,
  idempotencyHeader,
  read,
  type ApiClient,
  type ApiClientOptions,
} from './client/create-api-client';
export { loggedPath } from './client/logged-path';
export { BodyTooLarge, cappedText } from './client/read-body';
export { ApiError, isApiError, type ApiErrorInit, type ApiErrorKind } from './errors/api-error';
export { httpErrorMessage, PAYMENT_METHOD_PATH, serverMessage } from './errors/http-error-message';
export { describeFailure, type Failure, type FailureKind } from './errors/describe-failure';
export { paymentChallengeSecret } from './errors/payment-challenge';
export {
  consoleReporter,
  reportError,
  safeReport,
  setErrorReporter,
  type ErrorReport,
  type ErrorReporter,
  type SafeReport,
} from './errors/report-error';

export * from './contract';
export * from './enums';

export * from './schemas/responses';
export * from './schemas/forms';
export * from './schemas/password-rules';
export { withoutStrayCharacters } from './schemas/stray-characters';
export { normaliseIdentifier, normaliseInvitationCode, textLength } from './schemas/identifiers';
export * from './schemas/usage-range';
export {
  noteServerDate,
  onServerClockChange,
  resetServerClock,
  serverClockOffset,
  serverNow,
} from './calendar/server-clock';
