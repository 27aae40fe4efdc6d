// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionGuard, sandboxModules } from './production-guard';

const repo = path.resolve(import.meta.dirname, '../..');

/** Runs the guard's generateBundle over a made-up bundle; the message it fails with, or null. */
function guard(bundle: Record<string, unknown>): string | null {
  const plugin = productionGuard();
  const hook = plugin.generateBundle as (this: { error: (message: string) => never }, ...args: unknown[]) => void;
  try {
    hook.call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      {},
      bundle,
    );
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const chunk = (fileName: string, moduleIds: string[], code = 'export {};') => ({
  type: 'chunk',
  fileName,
  moduleIds,
  code,
});

describe('the production build guard', () => {
  it('finds sandbox modules by where they are, from the workspace or as an installed package', () => {
    expect(
      sandboxModules([
        path.join(repo, 'packages/sandbox/src/card/sandbox-stripe.ts'),
        `\0${path.join(repo, 'packages/sandbox/src/index.ts')}?commonjs`,
        '/app/node_modules/@holostream/sandbox/dist/index.js',
        path.join(repo, 'packages/features/src/checkout/index.ts'),
        path.join(repo, 'packages/sandbox-like/x.ts'),
      ]),
    ).toHaveLength(3);
  });

  it('fails a build that holds a sandbox module, naming it, and passes one without', () => {
    const sandboxFile = path.join(repo, 'packages/sandbox/src/card/sandbox-stripe.ts');
    expect(guard({ a: chunk('assets/a.js', [sandboxFile]) })).toMatch(
      /assets\/a\.js holds sandbox code.*sandbox-stripe/,
    );
    expect(guard({ a: chunk('assets/a.js', [path.join(repo, 'apps/site/app/root.tsx')]) })).toBeNull();
  });

  it('fails a build that ships a source map', () => {
    expect(guard({ m: { type: 'asset', fileName: 'assets/a.js.map', source: '{}' } })).toMatch(/no source maps/);
    expect(guard({ a: chunk('assets/a.js', [], 'x\n//# sourceMappingURL=a.js.map') })).toMatch(/no source maps/);
  });
});
