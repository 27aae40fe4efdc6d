import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceResolve } from '../../vite.shared.ts';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: workspaceResolve,
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
