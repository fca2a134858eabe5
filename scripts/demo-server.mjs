/**
 * The embedding demo's own server for `npm start` (scripts/start.mjs): serves the demo host
 * page (embed-demo.html, .js, .css and the icon, from dist/) on another port, so the demo and
 * the planner are two origins as a portal and the planner are. Its address opens the demo
 * with the planner's URL filled in (`?planner=`). Nothing else is served.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';

const FILES = {
  '/embed-demo.html': 'text/html; charset=utf-8',
  '/embed-demo.js': 'text/javascript; charset=utf-8',
  '/embed-demo.css': 'text/css; charset=utf-8',
  '/favicon.svg': 'image/svg+xml',
};

/** Starts the demo server; resolves with its origin and the demo's address. */
export async function startDemoServer({ root, host, port, plannerUrl }) {
  const demoPath = `/embed-demo.html?planner=${encodeURIComponent(plannerUrl)}`;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-cache');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    // Without ?planner= the demo would frame its own origin, which serves no planner.
    if (url.pathname === '/' || (url.pathname === '/embed-demo.html' && !url.searchParams.has('planner'))) {
      const service = url.searchParams.get('service');
      res.writeHead(302, { Location: service ? `${demoPath}&service=${encodeURIComponent(service)}` : demoPath }).end();
      return;
    }
    const type = FILES[url.pathname];
    if (!type) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: this server only serves the embedding demo.');
      return;
    }
    try {
      const body = await readFile(join(root, url.pathname.slice(1)));
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: build the app first (npm start builds it).');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const origin = `http://${host}:${port}`;
  return { origin, url: `${origin}${demoPath}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
