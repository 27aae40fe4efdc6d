/**
 * @holostream/api: the contract in code. React-free.
 * - `createApiClient`: the typed client (one function per operation of openapi.yaml).
 * - `ApiError`: the one error every call throws; `describeFailure` says what kind of failure it is, for a message
 *   for people; `reportError` is where the technical detail goes.
 * - The contract's types, enum lists, response schemas and the form schemas of spec §5.
 */
export {
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type IdempotentCallOptions,
} from './client/create-api-client';
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
export * from './schemas/usage-range';
