import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { embedOrigins } from './scripts/vite-embed-origins.ts';
import { cacheControlFor } from './scripts/security-headers.ts';
import { appShell, devWithoutCsp } from './scripts/vite-app-shell.ts';
import { prerender } from './scripts/vite-prerender.ts';
import { stageChunks } from './scripts/vite-stage-chunks.ts';

const stages = stageChunks(process.cwd());

// The app is a static bundle: `base: './'` makes every asset URL relative, so dist/ works
// from any path (a sub-folder, a file share, an object-storage bucket).
// appShell(): build id and precache-manifest.json for the offline service worker;
// prerender(): the default first screen as HTML in index.html (scripts/vite-prerender.ts);
// devWithoutCsp(): the dev server's inline scripts would break under index.html's CSP;
// embedOrigins(): embed-origins.json and frame-ancestors from one setting (docs/embedding.md).
/** `vite preview` sends the Cache-Control a deployment should send (docs/offline.md). */
function previewCacheControl(): Plugin {
  return {
    name: 'preview-cache-control',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        // Set just before the headers go out, so the static file server's own default loses.
        const writeHead = res.writeHead.bind(res);
        res.writeHead = ((status: number, ...rest: unknown[]) => {
          if (status < 400) {
            res.setHeader('Cache-Control', cacheControlFor(pathname));
            // Headers handed to writeHead win over setHeader: drop the server's own there.
            for (const h of rest)
              if (h && typeof h === 'object' && !Array.isArray(h))
                for (const k of Object.keys(h)) if (k.toLowerCase() === 'cache-control') delete (h as Record<string, unknown>)[k];
          }
          return (writeHead as (...a: unknown[]) => typeof res)(status, ...rest);
        }) as typeof res.writeHead;
        next();
      });
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [react(), prerender(), appShell(), devWithoutCsp(), previewCacheControl(), embedOrigins(), stages.plugin],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // One style sheet (about 8 KB gzipped, the lazy panels' rules included): the first paint
    // waits for style sheets, and one request costs less than three on a mobile network.
    cssCodeSplit: false,
    // engine/index.ts re-exports the curves (engine/curves/), which only the lazily loaded
    // charts use. Said to have no side effects, they are not pulled into the first screen's
    // engine chunk by that re-export, and land in the charts chunk. The same for the
    // measurement readers (engine/measurements/): only the import panel, loaded when opened, uses them.
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]engine[\\/](curves|measurements)[\\/]/.test(id) },
      // The first load's modules in one chunk per stage of src/main.tsx (scripts/vite-stage-chunks.ts).
      output: { codeSplitting: { groups: stages.groups } },
    },
  },
  // `vite preview` (npm start) sends the headers a deployment should send (docs/security.md),
  // with frame-ancestors from the embed origins where it is served (embedOrigins()).
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
