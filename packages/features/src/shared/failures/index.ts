export { failureDetail, failureMessage, useFailureText } from './failure-message';
export { failureResources } from './resources';
