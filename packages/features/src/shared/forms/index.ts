export { useSchemaForm } from './use-schema-form';
export { useValidationText } from './use-validation-text';
export { clearDraft } from './form-draft';
export { useDraftKey } from '../person';
export { DraftRestoredNote } from './draft-restored-note';
export { useFocusOnShow } from './use-focus-on-show';
export { useDraftState } from './use-draft-state';
export { useSingleFlight } from './use-single-flight';
