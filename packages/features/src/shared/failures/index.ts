export { useFailureText } from './failure-message';
