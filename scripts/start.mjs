#!/usr/bin/env node
/**
 * `npm start` after the build: serves dist/ with `vite preview` on 127.0.0.1, from port 4173
 * (or $PORT), and the embedding demo (public/embed-demo.html) from a second origin, the next
 * port (or $DEMO_PORT), so the portal use can be tried at once (docs/embedding.md). A taken
 * port is reported and the next free one used; both addresses are printed.
 *
 * Who may frame and drive the planner: `EMBED_ALLOWED_ORIGINS` (comma-separated origins), else
 * the build's embed-origins.json, plus the demo's origin. Entries that are not origins stop
 * the start with a message. `EMBED_DEMO=0` serves no demo (and allows only the setting's
 * origins). The security headers of docs/security.md come from vite.config.ts.
 */
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { EMBED_ORIGINS_FILE, readOriginsFile, readOriginsSetting } from './embed-origins.mjs';
import { startDemoServer } from './demo-server.mjs';

const HOST = '127.0.0.1';
const DIST = fileURLToPath(new URL('../dist', import.meta.url));

function fail(message) {
  console.error(message);
  process.exit(1);
}

function free(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, HOST);
  });
}

/** The first free port from `wanted` (skipping `taken`), saying so when it is not `wanted`. */
async function freePort(wanted, variable, taken) {
  let port = wanted;
  while (port === taken || !(await free(port))) {
    if (port - wanted >= 50) fail(`No free port from ${wanted} to ${port}. Set ${variable} to one that is free: ${variable}=8080 npm start`);
    port += 1;
  }
  if (port !== wanted) console.log(`Port ${wanted} is in use; serving on ${port} instead (set ${variable} to choose one: ${variable}=8080 npm start).`);
  return port;
}

let setting;
try {
  const text = process.env.EMBED_ALLOWED_ORIGINS;
  setting = text !== undefined ? readOriginsSetting('EMBED_ALLOWED_ORIGINS', text) : readOriginsFile(join(DIST, EMBED_ORIGINS_FILE));
} catch (error) {
  fail(`Not started. ${error instanceof Error ? error.message : String(error)}`);
}

const withDemo = process.env.EMBED_DEMO !== '0';
const port = await freePort(Number(process.env.PORT ?? 4173), 'PORT');
const plannerUrl = `http://${HOST}:${port}/`;
let demo = null;
if (withDemo) {
  const demoPort = await freePort(Number(process.env.DEMO_PORT ?? port + 1), 'DEMO_PORT', port);
  demo = await startDemoServer({ root: DIST, host: HOST, port: demoPort, plannerUrl });
}
const allowed = demo ? [...setting.filter((o) => o !== demo.origin), demo.origin] : setting;
// vite.config.ts (embedOrigins()) reads this: frame-ancestors and embed-origins.json agree.
process.env.EMBED_ALLOWED_ORIGINS = allowed.join(',');

/** On the planner's origin the demo would frame its own origin, which it is not allowed to drive: send it to the demo's. */
const demoRedirect = {
  name: 'oci-planner:demo-redirect',
  configurePreviewServer(server) {
    server.middlewares.use((req, res, next) => {
      const url = new URL(req.url ?? '/', plannerUrl);
      if (!demo || url.pathname !== '/embed-demo.html') return next();
      res.statusCode = 302;
      const service = url.searchParams.get('service');
      res.setHeader('Location', service ? `${demo.url}&service=${encodeURIComponent(service)}` : demo.url);
      res.end();
    });
  },
};

await preview({ preview: { host: HOST, port, strictPort: true }, plugins: [demoRedirect] });
console.log(`  Planner:        ${plannerUrl}`);
if (demo) console.log(`  Embedding demo: ${demo.url}  (another origin, ${demo.origin}, that frames the planner)`);
console.log(
  allowed.length > 0
    ? `  Allowed to embed the planner: ${allowed.join(', ')} (add portals: EMBED_ALLOWED_ORIGINS=https://portal.example,https://intranet.example npm start)`
    : '  No origin may embed the planner (set EMBED_ALLOWED_ORIGINS=https://portal.example npm start).',
);
