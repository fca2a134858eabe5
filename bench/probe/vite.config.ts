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
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // recharts and the libraries it draws with in a chunk of their own, so that bench:ui can tell
    // the time spent in them from a CPU profile's script URLs (the planner's build names its
    // recharts chunks after recharts' modules: CartesianChart, BarChart, ComposedChart).
    rollupOptions: {
      output: {
        manualChunks: (id: string) =>
          /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|@reduxjs|redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|react-redux|use-sync-external-store)[\\/]/.test(
            id,
          )
            ? 'recharts'
            : undefined,
      },
    },
  },
});
