import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app is a static bundle: `base: './'` makes every asset URL relative, so dist/ works
// from any path (a sub-folder, a file share, an object-storage bucket).
export default defineConfig({
  base: './',
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
});
