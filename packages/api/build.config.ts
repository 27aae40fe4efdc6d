/**
 * Builds the published JavaScript of @holostream/api (`npm run build -w @holostream/api`) after
 * tsconfig.build.json has written the declarations: see vite.library.ts.
 */
import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.library.ts';

export default defineConfig(libraryConfig(import.meta.dirname));
