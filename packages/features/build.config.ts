/**
 * Builds the published JavaScript of @holostream/features (`npm run build -w @holostream/features`)
 * after tsconfig.build.json has written the declarations: see vite.library.ts. The JSON locales are
 * inlined into the modules; `@holostream/api` and the design system stay external.
 */
import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.library.ts';

export default defineConfig(libraryConfig(import.meta.dirname));
