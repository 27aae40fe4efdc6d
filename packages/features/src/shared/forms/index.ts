export { useSchemaForm, type SchemaForm, type SchemaFormOptions } from './use-schema-form';
