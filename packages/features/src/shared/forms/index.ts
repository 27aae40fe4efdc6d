export { useSchemaForm, type FieldName, type SchemaForm, type SchemaFormOptions } from './use-schema-form';
export { clearDraft, readDraft, writeDraft, type DraftOptions, type DraftStorage } from './form-draft';
