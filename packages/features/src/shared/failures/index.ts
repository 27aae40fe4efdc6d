export { useFailureText } from './failure-message';
export { FailureAlert } from './failure-alert';
export { ServerWords } from './server-words';
export { ReadFailure } from './read-failure';
