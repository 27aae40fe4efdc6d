/**
 * The published build of each package (`npm run build -w <package>`, through its tsdown.config.ts): tsdown
 * (Rolldown, with rolldown-plugin-dts for the declarations), one ES module and one declaration file per
 * source module under dist/, with source maps and declaration maps that lead into the package's src/ (which is
 * published beside dist/). An entry for each subpath export of package.json that has a `default` target
 * (`.` → dist/index.js, `./shared` → dist/shared/index.js). JSON is inlined; every package import stays
 * external (React, the design system, …).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from 'tsdown';

/** One entry per subpath export of package.json, from its `source` condition: `./auth` → src/auth/index.ts. */
function entries(root: string): string[] {
  const { exports } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { source?: string; default?: string }>;
  };
  // Without `default` an export is for the workspace only (its sources), never built.
  return Object.values(exports).flatMap((target) =>
    typeof target !== 'string' && target.source && target.default ? [target.source] : [],
  );
}

/** A bare specifier (`react`, `@holostream/api`, `react-router`) is a dependency, never bundled. */
const bareSpecifier = /^(?![./\0])(?!\w:)/;

/** The tsdown config of the package in `root` (its tsdown.config.ts passes `import.meta.dirname`). */
export function libraryConfig(root: string): UserConfig {
  return {
    cwd: root,
    entry: entries(root),
    outDir: 'dist',
    format: 'esm',
    platform: 'neutral',
    target: 'es2023',
    unbundle: true,
    clean: true,
    sourcemap: true,
    dts: { sourcemap: true, tsconfig: 'tsconfig.build.json' },
    tsconfig: 'tsconfig.build.json',
    deps: { neverBundle: [bareSpecifier] },
    fixedExtension: false,
    hash: false,
    logLevel: 'warn',
    // Declaration generation is most of the time by nature; the timing note says nothing to act on.
    checks: { pluginTimings: false },
  };
}
