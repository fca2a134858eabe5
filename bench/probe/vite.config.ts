/**
 * Builds the bare probe page (bench/probe/) into bench/probe/dist with the project's own
 * React, recharts and zustand, for `npm run bench:ui`.
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
});
