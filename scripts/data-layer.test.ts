// @vitest-environment node
/**
 * One data layer: every operation of openapi.yaml is called from exactly one production module, and
 * that module is in packages/features/src/shared/api. A second caller (a feature calling the client
 * itself) fails here.
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

  it.each(Object.keys(contractOperations))('%s is called from exactly one module, in shared/api', (operation) => {
    // `store.subscribe(` is the auth store's listener API, not the subscribe operation.
    const call = new RegExp(`(?<![Ss]tore)\\.${operation}\\(`);
    const callers = sources.filter(({ text }) => call.test(text)).map(({ file }) => file);
    expect(callers).toHaveLength(1);
    expect(callers[0]).toMatch(new RegExp(`^${dataLayer}`));
  });
});
