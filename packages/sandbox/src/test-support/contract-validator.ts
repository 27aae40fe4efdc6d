/**
 * An OpenAPI validator independent of the sandbox: it reads openapi.yaml with `yaml` and checks answers with Ajv
 * (JSON Schema 2020-12, as OpenAPI 3.1 uses) plus ajv-formats, keyed by operation + status + content type. It
 * shares no code with the sandbox or the package's zod schemas, so the sandbox cannot agree with itself by mistake.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/** openapi.yaml at the repository root, found upwards from the working directory (jsdom has no file URLs). */
function findContract(): string {
  for (let directory = process.cwd(); ; directory = path.dirname(directory)) {
    const candidate = path.join(directory, 'openapi.yaml');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(directory) === directory) throw new Error('openapi.yaml not found above the working directory');
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ContractOperationEntry {
  operationId: string;
  method: string;
  path: string;
  /** `none`, `optional` or `required`, from `security` (the document's default when the operation has none). */
  auth: 'none' | 'optional' | 'required';
  /** Documented statuses. */
  statuses: string[];
  hasRequestBody: boolean;
}

interface ResponseRule {
  /** By media type (without parameters). */
  content: Map<string, ValidateFunction>;
  headers: Map<string, { required: boolean; validate: ValidateFunction }>;
}

interface OperationRule extends ContractOperationEntry {
  pattern: RegExp;
  responses: Map<string, ResponseRule>;
}

/** A JSON pointer token. */
const token = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');

function authOf(security: unknown): ContractOperationEntry['auth'] {
  if (!Array.isArray(security) || security.length === 0) return 'none';
  return security.some((requirement) => isObject(requirement) && Object.keys(requirement).length === 0)
    ? 'optional'
    : 'required';
}

export class ContractValidator {
  readonly document: Json;
  readonly operations: OperationRule[] = [];
  private readonly ajv: Ajv2020;
  private readonly errorBody: ValidateFunction;

  constructor(document: unknown) {
    if (!isObject(document) || !isObject(document.paths)) throw new Error('Not an OpenAPI document');
    this.document = document;
    this.ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
    addFormats(this.ajv);
    // The OpenAPI keywords around the schemas; Ajv validates only the JSON Schema ones.
    this.ajv.addVocabulary([
      'openapi',
      'info',
      'jsonSchemaDialect',
      'servers',
      'paths',
      'webhooks',
      'components',
      'security',
      'tags',
      'externalDocs',
      'discriminator',
      'xml',
      'example',
    ]);
    this.ajv.addSchema(document, 'contract');
    this.errorBody = this.compile('#/components/schemas/ErrorBody');
    const rootSecurity = document.security;
    for (const [path, item] of Object.entries(document.paths)) {
      if (!isObject(item)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        const responses = new Map<string, ResponseRule>();
        const pointer = `#/paths/${token(path)}/${method}/responses`;
        for (const [status, declared] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
          responses.set(status, this.responseRule(declared, `${pointer}/${token(status)}`));
        }
        this.operations.push({
          operationId: String(operation.operationId),
          method: method.toUpperCase(),
          path,
          auth: authOf('security' in operation ? operation.security : rootSecurity),
          statuses: [...responses.keys()],
          hasRequestBody: isObject(operation.requestBody),
          pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
          responses,
        });
      }
    }
  }

  private compile(pointer: string): ValidateFunction {
    return this.ajv.compile({ $ref: `contract${pointer}` });
  }

  /** Follows `$ref`s between Response objects (they are not JSON Schema, so Ajv does not). */
  private resolve(value: unknown, pointer: string): { value: Json; pointer: string } {
    let current = value;
    let at = pointer;
    for (let depth = 0; isObject(current) && typeof current.$ref === 'string' && depth < 10; depth += 1) {
      at = current.$ref;
      current = at
        .slice(2)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), this.document);
    }
    if (!isObject(current)) throw new Error(`Cannot resolve ${pointer}`);
    return { value: current, pointer: at };
  }

  private responseRule(declared: unknown, pointer: string): ResponseRule {
    const response = this.resolve(declared, pointer);
    const content = new Map<string, ValidateFunction>();
    for (const [type, media] of Object.entries(isObject(response.value.content) ? response.value.content : {})) {
      if (isObject(media) && media.schema !== undefined) {
        content.set(type, this.compile(`${response.pointer}/content/${token(type)}/schema`));
      }
    }
    const headers = new Map<string, { required: boolean; validate: ValidateFunction }>();
    for (const [name, header] of Object.entries(isObject(response.value.headers) ? response.value.headers : {})) {
      const resolved = this.resolve(header, `${response.pointer}/headers/${token(name)}`);
      headers.set(name.toLowerCase(), {
        required: resolved.value.required === true,
        validate: this.compile(`${resolved.pointer}/schema`),
      });
    }
    return { content, headers };
  }

  /** The operation a request goes to, if the contract has one. */
  find(method: string, path: string): OperationRule | undefined {
    const pathname = new URL(path, 'http://contract.invalid').pathname;
    const upper = method.toUpperCase();
    return this.operations.find((operation) => operation.method === upper && operation.pattern.test(pathname));
  }

  /**
   * Checks an answer against the contract and returns its parsed body. Throws, saying what is wrong, when the
   * status is not documented for the operation, the content type is not the documented one, the body does not
   * match the schema or a documented header is missing or malformed. A path outside the contract must answer
   * 404 or 405 with the §8 error body.
   */
  async validate(method: string, path: string, response: Response): Promise<unknown> {
    const text = await response.clone().text();
    const status = String(response.status);
    const operation = this.find(method, path);
    const where = `${method.toUpperCase()} ${path} → ${status}`;
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const parse = (): unknown => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new Error(`${where}: the body is not JSON: ${text.slice(0, 200)}`);
      }
    };
    if (!operation) {
      if (status !== '404' && status !== '405') throw new Error(`${where}: no such operation, expected 404 or 405`);
      if (mediaType !== 'application/json') throw new Error(`${where}: expected a JSON error body, got "${mediaType}"`);
      const body = parse();
      if (!this.errorBody(body)) throw new Error(`${where}: ${this.ajv.errorsText(this.errorBody.errors)}`);
      return body;
    }
    const rule =
      operation.responses.get(status) ??
      operation.responses.get(`${status[0] ?? ''}XX`) ??
      operation.responses.get('default');
    if (!rule) {
      throw new Error(`${where}: ${operation.operationId} documents only ${operation.statuses.join(', ')}`);
    }
    for (const [name, header] of rule.headers) {
      const value = response.headers.get(name);
      if (value === null) {
        if (header.required) throw new Error(`${where}: the ${name} header is missing`);
        continue;
      }
      const typed = /^-?[0-9]+(\.[0-9]+)?$/.test(value) ? Number(value) : value;
      if (!header.validate(typed)) {
        throw new Error(`${where}: header ${name}: ${this.ajv.errorsText(header.validate.errors)}`);
      }
    }
    if (rule.content.size === 0) {
      if (text !== '') throw new Error(`${where}: the contract documents no body, got ${text.slice(0, 200)}`);
      return undefined;
    }
    const validate = rule.content.get(mediaType);
    if (!validate) {
      throw new Error(`${where}: content type "${mediaType}" is not one of ${[...rule.content.keys()].join(', ')}`);
    }
    const body = parse();
    if (!validate(body)) {
      throw new Error(
        `${where} (${operation.operationId}): ${this.ajv.errorsText(validate.errors, { separator: '; ' })}\n` +
          `body: ${text.slice(0, 500)}`,
      );
    }
    return body;
  }
}

let shared: ContractValidator | undefined;

/** The validator of the repository's openapi.yaml (read once). */
export function contractValidator(): ContractValidator {
  shared ??= new ContractValidator(parse(readFileSync(findContract(), 'utf8')));
  return shared;
}

/** Every operation of openapi.yaml, read independently of the generated files. */
export function contractOperationList(): ContractOperationEntry[] {
  return contractValidator().operations.map(({ operationId, method, path, auth, statuses, hasRequestBody }) => ({
    operationId,
    method,
    path,
    auth,
    statuses,
    hasRequestBody,
  }));
}

/** Validates an answer against openapi.yaml (see `ContractValidator.validate`); resolves to its parsed body. */
export function validateAgainstContract(method: string, path: string, response: Response): Promise<unknown> {
  return contractValidator().validate(method, path, response);
}

/** The contract's own example of an operation's request body (independent of the sandbox), or undefined without one. */
export function requestExample(operation: ContractOperationEntry): Record<string, unknown> | undefined {
  if (!operation.hasRequestBody) return undefined;
  const document = contractValidator().document as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } }>
    >;
    components: { schemas: Record<string, { examples?: unknown[] }> };
  };
  const ref =
    document.paths[operation.path]?.[operation.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema
      ?.$ref;
  const example = document.components.schemas[ref?.split('/').pop() ?? '']?.examples?.[0];
  return typeof example === 'object' && example !== null ? { ...(example as Record<string, unknown>) } : {};
}
