#!/usr/bin/env node
/**
 * `npm start` after the build: serves dist/ with `vite preview` on 127.0.0.1, from port 4173
 * (or $PORT). When that port is taken, it says so and serves on the next free one, printing the
 * address; the security headers of docs/security.md come from vite.config.ts.
 */
import { createServer } from 'node:net';
import { preview } from 'vite';

const HOST = '127.0.0.1';
const wanted = Number(process.env.PORT ?? 4173);

function free(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, HOST);
  });
}

let port = wanted;
while (!(await free(port))) {
  if (port - wanted >= 50) {
    console.error(`No free port from ${wanted} to ${port}. Set PORT to one that is free: PORT=8080 npm start`);
    process.exit(1);
  }
  port += 1;
}
if (port !== wanted) console.log(`Port ${wanted} is in use; serving on ${port} instead (set PORT to choose one: PORT=8080 npm start).`);
const server = await preview({ preview: { host: HOST, port, strictPort: true } });
server.printUrls();
