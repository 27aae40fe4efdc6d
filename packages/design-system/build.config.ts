/**
 * Builds the published JavaScript of @holostream/design-system (`npm run build -w
 * @holostream/design-system`) after tsconfig.build.json has written the declarations: see
 * vite.library.ts. The CSS (dist/styles.css) comes from the Tailwind CLI in the build script.
 */
import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.library.ts';

export default defineConfig(libraryConfig(import.meta.dirname));
