// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateContractFiles, repoRoot } from '../../scripts/generate-contract';

describe('generated files', () => {
  it('match a fresh generation from openapi.yaml (run `npm run api:generate` after editing the contract)', async () => {
    const fresh = await generateContractFiles();
    const files = Object.keys(fresh);
    expect(files.map((file) => path.relative(repoRoot, file)).sort()).toEqual([
      'packages/api/src/generated/openapi.generated.ts',
      'packages/api/src/generated/operations.generated.ts',
    ]);
    for (const file of files) {
      const committed = await readFile(file, 'utf8');
      expect(committed, `${path.relative(repoRoot, file)} is stale`).toBe(fresh[file]);
    }
  }, 30_000);
});
