// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod/mini';
import { contractPath, listOperations } from '../scripts/generate-contract';
import { contractOperations } from './contract';
import { serverMessage } from './errors/http-error-message';
import {
  addMemberFormSchema,
  emailSchema,
  feedbackFormSchema,
  emailFormSchema,
  loginFormSchema,
  passwordSchema,
  usernameSchema,
} from './schemas/forms';
import * as responses from './schemas/responses';

interface OperationObject {
  operationId: string;
  requestBody?: unknown;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface ContractDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, { examples?: unknown[]; pattern?: string }>;
    responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  };
}

const document = parseYaml(readFileSync(contractPath, 'utf8')) as ContractDocument;
const operations = listOperations(document);
const operationObject = (method: string, path: string): OperationObject => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in openapi.yaml`);
  return found;
};

/** docs/product.md §7's table of calls, row by row: method, path, and sign-in (none, required or optional). */
const productCalls = readFileSync(new URL('../../../docs/product.md', import.meta.url), 'utf8')
  .split('## §7')[1]!
  .split('\n## ')[0]!
  .split('\n')
  .map((line) => /^\| (GET|POST|PUT|PATCH|DELETE) +\| `([^`]+)` +\| (none|required|optional) +\|/.exec(line))
  .filter((match) => match !== null)
  .map(([, method, path, auth]) => [method, path, auth]);

describe('openapi.yaml against docs/product.md §7', () => {
  it('describes exactly the calls of docs/product.md §7, with their methods, paths and sign-in', () => {
    const described = operations.map((op) => [op.method.toUpperCase(), op.path, op.auth]);
    expect(productCalls.length).toBeGreaterThan(0);
    expect(described).toHaveLength(productCalls.length);
    expect(new Set(described.map((row) => row.join(' ')))).toEqual(new Set(productCalls.map((row) => row.join(' '))));
  });

  it('is what the client runs on (the generated operation list)', () => {
    expect(Object.entries(contractOperations).map(([operationId, op]) => ({ operationId, ...op }))).toEqual(operations);
  });

  it.each(operations.filter((op) => op.auth !== 'none'))('$operationId answers 401 when the session expired', (op) => {
    expect(Object.keys(operationObject(op.method, op.path).responses)).toContain('401');
  });

  it.each(operations.filter((op) => operationObject(op.method, op.path).requestBody !== undefined))(
    '$operationId answers 400 for a body that breaks a rule',
    (op) => {
      expect(Object.keys(operationObject(op.method, op.path).responses)).toContain('400');
    },
  );

  it.each([
    ['post', '/v1/subscription', '402'],
    ['get', '/v1/billing/payment/method', '404'],
    ['get', '/v1/user/invitation-code', '404'],
    ['post', '/v1/feedback', '429'],
  ])('%s %s answers %s', (method, path, status) => {
    expect(Object.keys(operationObject(method, path).responses)).toContain(status);
  });

  it('answers every non-2xx with the error body', () => {
    for (const op of operations) {
      for (const [status, response] of Object.entries(operationObject(op.method, op.path).responses)) {
        if (status.startsWith('2')) continue;
        const resolved = response.$ref
          ? document.components.responses[response.$ref.replace('#/components/responses/', '')]
          : response;
        // 402 carries the error body with openapi.yaml's optional `clientSecret` extension.
        const body = status === '402' ? '#/components/schemas/PaymentRequiredBody' : '#/components/schemas/ErrorBody';
        expect(resolved?.content?.['application/json']?.schema?.$ref, `${op.operationId} ${status}`).toBe(body);
      }
    }
  });
});

describe('openapi.yaml examples against the runtime schemas', () => {
  const schemas = document.components.schemas;

  it('gives every schema at least one example', () => {
    const withoutExamples = Object.entries(schemas)
      .filter(([, schema]) => !Array.isArray(schema.examples) || schema.examples.length === 0)
      .map(([name]) => name);
    expect(withoutExamples).toEqual([]);
  });

  // A contract schema's reader is found by its name (`Member` → `memberSchema`); the request bodies by their rule.
  const readers = Object.keys(schemas).flatMap((name) => {
    const reader = (responses as Record<string, unknown>)[`${name[0]?.toLowerCase() ?? ''}${name.slice(1)}Schema`];
    return reader === undefined ? [] : [[name, reader as z.ZodMiniType] as const];
  });

  it('finds the readers by name (the search can fail)', () => {
    expect(readers.length).toBeGreaterThanOrEqual(23);
  });

  const runtime: Record<string, z.ZodMiniType> = {
    ...Object.fromEntries(readers),
    Username: usernameSchema,
    Email: emailSchema,
    Password: passwordSchema,
    LoginRequest: loginFormSchema,
    SignupRequest: z.object({ username: usernameSchema, email: emailSchema, password: passwordSchema }),
    ForgotPasswordRequest: emailFormSchema,
    FeedbackRequest: feedbackFormSchema,
    AddMemberRequest: addMemberFormSchema,
  };

  it.each(Object.keys(runtime))('%s examples pass the runtime schema', (name) => {
    const schema = runtime[name];
    const examples = schemas[name]?.examples ?? [];
    expect(schema).toBeDefined();
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      expect(z.safeParse(schema as z.ZodMiniType, example).success, JSON.stringify(example)).toBe(true);
    }
  });

  it.each(['ErrorBody', 'PaymentRequiredBody'])('%s examples give the message the client shows', (name) => {
    const examples = schemas[name]?.examples ?? [];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(serverMessage(example), JSON.stringify(example)).toBeTruthy();
  });

  it('states the password rule the same way as the form schemas', () => {
    const pattern = new RegExp(schemas.Password?.pattern ?? 'missing');
    const fitsContract = (password: string) => password.length >= 8 && password.length <= 128 && pattern.test(password);
    const samples = [
      'Hologram1!',
      'hologram1!',
      'HOLOGRAM1!',
      'Hologram!!',
      'Hologram11',
      '-Hologram1!',
      ' Hologram1!',
      '@Hologram1',
      'Aa1!',
      `Aa1!${'x'.repeat(124)}`,
      `Aa1!${'x'.repeat(125)}`,
      'Aa1! with spaces',
    ];
    for (const password of samples)
      expect(fitsContract(password), password).toBe(z.safeParse(passwordSchema, password).success);
  });
});
