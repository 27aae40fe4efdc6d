/** Builds the published JavaScript and declarations of @holostream/api: see tsdown.library.ts. */
import { defineConfig } from 'tsdown';
import { libraryConfig } from '../../tsdown.library.ts';

export default defineConfig(libraryConfig(import.meta.dirname));
