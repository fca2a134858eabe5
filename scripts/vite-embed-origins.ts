/**
 * The embed origins in the build and in `vite preview` (docs/embedding.md), one setting for
 * both halves of "who may embed the planner":
 *
 * - build: writes `embed-origins.json` (`{ "allowedOrigins": […] }`) from
 *   `VITE_EMBED_ALLOWED_ORIGINS`, the build's default; a static host may replace the file.
 *   Entries that are not origins stop the build with a message saying which.
 * - preview (`npm start`): the list is `EMBED_ALLOWED_ORIGINS` where it is set, else the built
 *   `embed-origins.json`. Every response carries the security headers with `frame-ancestors
 *   'self'` and those origins (docs/security.md), and `embed-origins.json` is served from the
 *   same list, so the CSP header and the planner's postMessage allow-list never disagree.
 */
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { EMBED_ORIGINS_FILE, embedOriginsJson, readOriginsFile, readOriginsSetting } from './embed-origins.mjs';
import { securityHeaders } from './security-headers.ts';

/** The origins `vite preview` serves with: EMBED_ALLOWED_ORIGINS, else the built file's. */
export function servedEmbedOrigins(env: NodeJS.ProcessEnv, outDir: string): string[] {
  const setting = env.EMBED_ALLOWED_ORIGINS;
  return setting !== undefined ? readOriginsSetting('EMBED_ALLOWED_ORIGINS', setting) : readOriginsFile(join(outDir, EMBED_ORIGINS_FILE));
}

export function embedOrigins(): Plugin {
  let built: string[] = [];
  let outDir = 'dist';
  return {
    name: 'oci-planner:embed-origins',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      if (config.command !== 'build') return;
      built = readOriginsSetting('VITE_EMBED_ALLOWED_ORIGINS', process.env.VITE_EMBED_ALLOWED_ORIGINS);
      // Checked here too, so `npm start` refuses a bad setting before it spends time building.
      readOriginsSetting('EMBED_ALLOWED_ORIGINS', process.env.EMBED_ALLOWED_ORIGINS);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: EMBED_ORIGINS_FILE, source: embedOriginsJson(built) });
    },
    configurePreviewServer(server) {
      const origins = servedEmbedOrigins(process.env, outDir);
      const headers = securityHeaders(origins);
      const body = embedOriginsJson(origins);
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (pathname !== `/${EMBED_ORIGINS_FILE}` || (req.method !== 'GET' && req.method !== 'HEAD')) {
          next();
          return;
        }
        res.statusCode = 200;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
