import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceResolve } from '../../vite.shared.ts';

export default defineConfig({
  // The site's folder, whichever directory Vite is started from (`vite build -c apps/site/vite.config.ts`).
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  resolve: workspaceResolve,
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
