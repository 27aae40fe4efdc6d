// @vitest-environment node
/**
 * One data layer: every operation of openapi.yaml is called from exactly one resource module in
 * packages/features/src/shared/api, and no production file elsewhere calls the client or writes a query or
 * mutation key. A feature calling the client itself, or keying a cache entry by hand, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractOperations } from '../packages/api/src/generated/operations.generated';

const root = path.resolve(import.meta.dirname, '..');
const dataLayer = 'packages/features/src/shared/api/';

/** Production source: no tests, stories, test helpers, sandbox, or the client that defines the calls. */
function productionFiles(): string[] {
  const files: string[] = [];
  for (const top of ['packages/features/src', 'packages/design-system/src', 'apps/site/app']) {
    for (const entry of readdirSync(path.join(root, top), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name));
      if (/\.(test|stories)\.tsx?$|\/testing\/|\/test\/|\.d\.ts$/.test(file)) continue;
      files.push(file);
    }
  }
  return files;
}

const sources = productionFiles().map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

describe('the data layer', () => {
  it('reads the production source', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  const resourceModules = sources.filter(({ file }) => file.startsWith(dataLayer));

  it.each(Object.entries(contractOperations))('%s is called from exactly one resource module', (_operation, route) => {
    // openapi-fetch's call of the operation's method and path: `client.GET('/v1/plans'`.
    const call = new RegExp(`\\.${route.method.toUpperCase()}\\(\\s*'${route.path.replace(/[{}]/g, '\\$&')}'`);
    expect(resourceModules.filter(({ text }) => call.test(text)).map(({ file }) => file)).toHaveLength(1);
  });

  it('is the only place that calls the client or writes a key', () => {
    const client = /\.(GET|POST|PUT|PATCH|DELETE)\(|\b(queryKey|mutationKey):/;
    const outside = sources.filter(({ file, text }) => !file.startsWith(dataLayer) && client.test(text));
    expect(outside.map(({ file }) => file)).toEqual([]);
  });
});
