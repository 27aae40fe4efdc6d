/** Builds the published JavaScript and declarations of @holostream/features: see tsdown.library.ts. */
import { defineConfig } from 'tsdown';
import { libraryConfig } from '../../tsdown.library.ts';

export default defineConfig(libraryConfig(import.meta.dirname));
