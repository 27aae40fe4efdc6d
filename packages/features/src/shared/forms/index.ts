export { useSchemaForm, type FieldName, type SchemaForm, type SchemaFormOptions } from './use-schema-form';
export { clearDraft, readDraft, writeDraft, type DraftOptions, type DraftStorage } from './form-draft';
export { DraftOwner, useDraftKey } from './draft-owner';
export { useDraftState, type DraftControl } from './use-draft-state';
export { DraftRestoredNote } from './draft-restored-note';
export { useFocusOnShow } from './use-focus-on-show';
