import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { parseOrigins, securityHeaders } from './scripts/security-headers.ts';
import { appShell, devWithoutCsp } from './scripts/vite-app-shell.ts';

// The app is a static bundle: `base: './'` makes every asset URL relative, so dist/ works
// from any path (a sub-folder, a file share, an object-storage bucket).
// appShell(): build id and precache-manifest.json for the offline service worker;
// devWithoutCsp(): the dev server's inline scripts would break under index.html's CSP.
export default defineConfig({
  base: './',
  plugins: [react(), appShell(), devWithoutCsp()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
  },
  // `vite preview` (npm start) sends the headers a deployment should send (docs/security.md).
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    headers: securityHeaders(parseOrigins(process.env.VITE_EMBED_ALLOWED_ORIGINS)),
  },
});
