/**
 * The published JavaScript of each package (`npm run build -w <package>`, through its
 * build.config.ts): one ES module per source module under dist/, an entry for each subpath export
 * of package.json (`.` → dist/index.js, `./shared` → dist/shared/index.js). JSON is
 * inlined; every package import stays external (React, the design system, …).
 * Declarations come from the package's tsconfig.build.json (run before this); the plugin below then
 * gives their relative imports the `.js` extension, as Node's ESM resolution (and TypeScript's
 * `node16`) needs: our sources import `./button/button`, which only bundlers resolve.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, UserConfig } from 'vite';

/**
 * One entry per subpath export of package.json, from its `source` condition: `./auth` →
 * src/auth/index.ts → dist/auth/index.js, next to the dist/auth/index.d.ts that tsc writes.
 */
function entries(root: string, src: string): Record<string, string> {
  const { exports } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { source?: string; default?: string }>;
  };
  const found: Record<string, string> = {};
  for (const target of Object.values(exports)) {
    // Without `default` an export is for the workspace only (its sources), never built.
    if (typeof target === 'string' || !target.source || !target.default) continue;
    const file = path.join(root, target.source);
    found[path.relative(src, file).replace(/\.tsx?$/, '')] = file;
  }
  return found;
}

/** A bare specifier (`react`, `@holostream/api`) is a dependency, never bundled. */
function isExternal(id: string): boolean {
  return !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');
}

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => file.endsWith(suffix) && statSync(file).isFile());
}

/** `from './x'`, `import('../x')`, `import './x'`, also the bare `'.'` and `'..'`. */
const relativeSpecifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

/** `./foo` → `./foo.js`, `../shared` → `../shared/index.js`, `..` → `../index.js`, after the files tsc wrote. */
function withExtension(root: string, file: string, specifier: string): string {
  if (/\.(js|json)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(file), specifier);
  const folderOnly = /(^|\/)\.{0,2}\/?$/.test(specifier);
  if (!folderOnly && existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${path.relative(root, file)}: cannot resolve ${specifier}`);
}

/** Runs once the bundle is written, over the declarations tsc left in the same folder. */
function declarationSpecifiers(root: string): Plugin {
  let outDir = path.join(root, 'dist');
  return {
    name: 'holostream:declaration-specifiers',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir, '.d.ts')) {
        const text = readFileSync(file, 'utf8');
        const fixed = text.replace(
          relativeSpecifier,
          (_, head: string, quote: string, specifier: string) =>
            `${head}${quote}${withExtension(root, file, specifier)}${quote}`,
        );
        if (fixed !== text) writeFileSync(file, fixed);
      }
    },
  };
}

/** The Vite config of the package in `root` (its build.config.ts passes `import.meta.dirname`). */
export function libraryConfig(root: string): UserConfig {
  const src = path.join(root, 'src');
  const dist = path.join(root, 'dist');
  return {
    root,
    // A library: no public/ copy, no env inlining beyond Vite's defaults.
    publicDir: false,
    plugins: [declarationSpecifiers(root)],
    build: {
      outDir: dist,
      // tsc has already written the declarations there.
      emptyOutDir: false,
      target: 'es2023',
      minify: false,
      sourcemap: true,
      copyPublicDir: false,
      lib: { entry: entries(root, src), formats: ['es'] },
      rolldownOptions: {
        external: isExternal,
        output: {
          preserveModules: true,
          preserveModulesRoot: src,
          entryFileNames: '[name].js',
        },
      },
    },
  };
}
