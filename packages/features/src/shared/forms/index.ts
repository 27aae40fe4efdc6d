export {
  useSchemaForm,
  type FieldName,
  type RegisteredField,
  type SchemaForm,
  type SchemaFormOptions,
} from './use-schema-form';
export { clearDraft, readDraft, writeDraft, type DraftOptions, type DraftStorage } from './form-draft';
export { useDraftKey } from '../person';
export { DraftRestoredNote } from './draft-restored-note';
export { useFocusOnShow } from './use-focus-on-show';
export { useDraftState, type DraftControl } from './use-draft-state';
