import path from 'node:path';
import type { Plugin } from 'vite';

/** The sandbox package's folder: a development and test stand-in that no production build may hold. */
const SANDBOX_ROOT = path.resolve(import.meta.dirname, '../../packages/sandbox');

/** The modules of `moduleIds` that belong to the sandbox (by where they are, not by what they say). */
export function sandboxModules(moduleIds: readonly string[]): string[] {
  return moduleIds.filter((id) => {
    const file = id.replace(/^\0/, '').split('?')[0] ?? '';
    return file.startsWith(SANDBOX_ROOT + path.sep) || /[\\/]node_modules[\\/]@holostream[\\/]sandbox[\\/]/.test(file);
  });
}

/**
 * The production build's guard: it fails when any module of the sandbox is in a chunk, naming the module and the
 * chunk, or when a file would ship a source map.
 */
export function productionGuard(): Plugin {
  return {
    name: 'holostream:production-guard',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') {
          const found = sandboxModules(file.moduleIds);
          if (found.length > 0) {
            this.error(`${file.fileName} holds sandbox code in a production build: ${found.join(', ')}`);
          }
        }
        const text = file.type === 'chunk' ? file.code : typeof file.source === 'string' ? file.source : '';
        if (file.fileName.endsWith('.map') || /sourceMappingURL=/.test(text)) {
          this.error(`${file.fileName}: a production build ships no source maps`);
        }
      }
    },
  };
}
