/**
 * `npm run api:generate`: regenerates packages/api/src/generated/ from openapi.yaml.
 *
 * - openapi.generated.ts: the types, exactly as the openapi-typescript CLI writes them (header + `astToString` of
 *   `openapiTS`, with a named type per schema), then formatted with the repo's Prettier config. (The CLI's own
 *   `prettier --write` would be a no-op: .prettierignore lists `*.generated.ts` so that `format:check` leaves
 *   generated files alone.)
 * - operations.generated.ts: every operation's method, path and auth, read from the contract's `security`, so the
 *   client never keeps a second, hand-written list of public calls; and what the schemas say of each field name
 *   (epoch seconds, optional, its enum values), so the sandbox's variations follow the contract.
 *
 * The drift test (src/generated/generated.test.ts) calls `generateContractFiles` and compares with the committed files.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import * as prettier from 'prettier';
import { parse as parseYaml } from 'yaml';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const contractPath = path.join(repoRoot, 'openapi.yaml');
export const generatedDir = path.join(repoRoot, 'packages/api/src/generated');

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Who may call an operation: nobody needs a token, a token is sent when there is one, or a token is required. */
export type OperationAuth = 'none' | 'optional' | 'required';

export interface ContractOperation {
  operationId: string;
  method: (typeof METHODS)[number];
  path: string;
  auth: OperationAuth;
  /** The success status the operation answers with: 201 when it creates something, else 200. */
  success: 200 | 201;
}

type SecurityRequirement = Record<string, string[]>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function authOf(security: unknown, where: string): OperationAuth {
  if (!Array.isArray(security) || security.length === 0) return 'none';
  const requirements = security as SecurityRequirement[];
  for (const requirement of requirements) {
    const schemes = Object.keys(requirement);
    if (schemes.some((scheme) => scheme !== 'bearerAuth')) {
      throw new Error(`${where}: only the bearerAuth scheme is supported, got ${schemes.join(', ')}`);
    }
  }
  return requirements.some((requirement) => Object.keys(requirement).length === 0) ? 'optional' : 'required';
}

/** The operations of a parsed OpenAPI document, in document order. */
export function listOperations(document: unknown): ContractOperation[] {
  if (!isRecord(document) || !isRecord(document.paths)) throw new Error('openapi.yaml has no paths');
  const operations: ContractOperation[] = [];
  for (const [pathTemplate, pathItem] of Object.entries(document.paths)) {
    if (!isRecord(pathItem)) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isRecord(operation)) continue;
      const where = `${method.toUpperCase()} ${pathTemplate}`;
      if (typeof operation.operationId !== 'string') throw new Error(`${where} has no operationId`);
      const security = 'security' in operation ? operation.security : document.security;
      const responses = isRecord(operation.responses) ? operation.responses : {};
      operations.push({
        operationId: operation.operationId,
        method,
        path: pathTemplate,
        auth: authOf(security, where),
        success: '201' in responses ? 201 : 200,
      });
    }
  }
  return operations;
}

/** What the contract says of the fields of its schemas, by field name (for the sandbox's variations, the readers). */
export interface ContractFields {
  /** Fields that hold an instant as epoch seconds (`$ref: EpochSeconds`). */
  epochSeconds: string[];
  /** Fields a server may leave out or send as null wherever they appear (not required, or nullable). */
  optional: string[];
  /** Enum fields (an `enum`, or a `$ref` to one) and their values. */
  enums: Record<string, string[]>;
}

/** The fields of every object schema of a parsed OpenAPI document (`components.schemas`). */
export function listFields(document: unknown): ContractFields {
  const schemas = isRecord(document) && isRecord(document.components) ? document.components.schemas : undefined;
  if (!isRecord(schemas)) throw new Error('openapi.yaml has no components.schemas');
  const resolve = (schema: unknown): Record<string, unknown> => {
    if (!isRecord(schema)) return {};
    if (typeof schema.$ref === 'string') return resolve(schemas[schema.$ref.split('/').at(-1)!]);
    return schema;
  };
  const refName = (schema: unknown) =>
    isRecord(schema) && typeof schema.$ref === 'string' ? schema.$ref.split('/').at(-1) : undefined;
  const epochSeconds = new Set<string>();
  const everOptional = new Set<string>();
  const everRequired = new Set<string>();
  const enums = new Map<string, Set<string>>();
  const visit = (schema: unknown) => {
    const object = resolve(schema);
    for (const part of ['allOf', 'oneOf', 'anyOf'] as const)
      if (Array.isArray(object[part])) for (const item of object[part]) visit(item);
    if (isRecord(object.items)) visit(object.items);
    if (!isRecord(object.properties)) return;
    const required = new Set(Array.isArray(object.required) ? (object.required as string[]) : []);
    for (const [name, property] of Object.entries(object.properties)) {
      // A field may be `oneOf: [<its schema>, { type: 'null' }]`: its schema is the choice that is not null.
      const choices = isRecord(property) && Array.isArray(property.oneOf) ? (property.oneOf as unknown[]) : [property];
      const isNull = (choice: unknown) => isRecord(choice) && choice.type === 'null';
      const own = choices.find((choice) => !isNull(choice));
      const field = resolve(own);
      const nullable =
        choices.some(isNull) || (Array.isArray(field.type) ? field.type.includes('null') : field.nullable === true);
      (required.has(name) && !nullable ? everRequired : everOptional).add(name);
      if (refName(own) === 'EpochSeconds') epochSeconds.add(name);
      const values = Array.isArray(field.enum) ? field.enum : isRecord(field.items) ? resolve(field.items).enum : [];
      if (Array.isArray(values) && values.length > 0 && values.every((value) => typeof value === 'string'))
        enums.set(name, new Set([...(enums.get(name) ?? []), ...(values as string[])]));
    }
  };
  for (const schema of Object.values(schemas)) visit(schema);
  const sorted = (names: Iterable<string>) => [...names].sort();
  return {
    epochSeconds: sorted(epochSeconds),
    optional: sorted([...everOptional].filter((name) => !everRequired.has(name))),
    enums: Object.fromEntries(sorted(enums.keys()).map((name) => [name, sorted(enums.get(name)!)])),
  };
}

function renderOperations(operations: ContractOperation[], fields: ContractFields): string {
  const entries = operations
    .map(
      (op) =>
        `  ${op.operationId}: { method: '${op.method}', path: '${op.path}', auth: '${op.auth}', success: ${op.success} },`,
    )
    .join('\n');
  return `/**
 * This file was generated from openapi.yaml by \`npm run api:generate\`. Do not make direct changes to the file.
 * Every operation of the contract: its method, its path template, who may call it (from \`security\`) and its
 * success status.
 */
export const contractOperations = {
${entries}
} as const;

/**
 * The fields of the contract's schemas, by name: those holding epoch seconds, those a server may leave out or send as
 * null wherever they appear, and the enum fields with their values.
 */
export const contractFields = ${JSON.stringify(fields)} as const;
`;
}

async function format(source: string, filepath: string): Promise<string> {
  const config = await prettier.resolveConfig(filepath, { editorconfig: false });
  return prettier.format(source, { ...config, filepath });
}

/** The generated files, keyed by absolute path, formatted as they are committed. */
export async function generateContractFiles(): Promise<Record<string, string>> {
  const typesPath = path.join(generatedDir, 'openapi.generated.ts');
  const operationsPath = path.join(generatedDir, 'operations.generated.ts');
  // rootTypes: a type per schema under its own name (`ErrorBody`), so no hand-kept list of aliases follows the
  // contract.
  const types =
    COMMENT_HEADER +
    astToString(
      await openapiTS(pathToFileURL(contractPath), {
        enumValues: true,
        rootTypes: true,
        rootTypesNoSchemaPrefix: true,
        rootTypesKeepCasing: true,
      }),
    );
  const document: unknown = parseYaml(await readFile(contractPath, 'utf8'));
  const operations = renderOperations(listOperations(document), listFields(document));
  return {
    [typesPath]: await format(types, typesPath),
    [operationsPath]: await format(operations, operationsPath),
  };
}

async function main(): Promise<void> {
  const files = await generateContractFiles();
  await mkdir(generatedDir, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    await writeFile(file, content, 'utf8');
    console.log(`openapi.yaml → ${path.relative(repoRoot, file)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
