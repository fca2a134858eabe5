/**
 * A tiny static file server for the built app (dist/), on 127.0.0.1 and a free port.
 *
 * - Correct MIME types (including .webmanifest, .js, .css, .svg, .json, fonts, images).
 * - Unknown paths without a file extension fall back to index.html (single-page app).
 * - `headers` adds response headers to every response (e.g. a Content-Security-Policy), so
 *   tests can check the app under the headers a real host would send; `headersFor(path)` adds
 *   headers for some paths only (a CSP with frame-ancestors for the app, none for a host page).
 * - `requests` records every path asked for, for assertions.
 * - `override(file, body)` serves other content for a file of the root (index.html, a
 *   manifest), as a new deployment would, without building again; `clearOverrides()` undoes it.
 * - `setDown(true)` makes the server drop every connection (the client sees a network error),
 *   as a host that cannot be reached: offline for a service worker too, which the browser's
 *   own offline switch (context.setOffline) does not reach.
 * - Files carry an `ETag`; a request with the same `If-None-Match` gets 304 and no body.
 * - Files get the `Cache-Control` a deployment sends (scripts/security-headers.ts): a year for
 *   the content-hashed `assets/`, `no-cache` for the rest (sw.js, index.html, the manifest:
 *   docs/offline.md); errors are `no-store`.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheControlFor } from '../../scripts/security-headers.ts';

export const DIST_DIR = resolve(fileURLToPath(new URL('../../dist', import.meta.url)));

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function mimeType(path: string): string {
  return MIME[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export interface ServerOptions {
  /** Folder to serve; defaults to the repository's dist/. */
  root?: string;
  /** Extra headers for every response. */
  headers?: Record<string, string>;
  /** Extra headers for one request path (`/`, `/index.html`, `/embed-demo.html`…); after `headers`. */
  headersFor?: (pathname: string) => Record<string, string> | undefined;
}

export interface StaticServer {
  /** Origin with a trailing slash, e.g. `http://127.0.0.1:43121/`. */
  url: string;
  /** `http://127.0.0.1:43121` (no trailing slash), to compare with `new URL(x).origin`. */
  origin: string;
  /** Every request path served so far, in order. */
  requests: string[];
  /** Every file response, by path, with its status: 200 sent the file, 304 only confirmed the copy the client had. */
  responses: { path: string; status: number }[];
  /** Serves `body` for `file` (relative to the root, e.g. 'index.html') from now on. */
  override(file: string, body: string | Buffer): void;
  clearOverrides(): void;
  /** While down, every request is answered by closing the connection (still recorded). */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export async function startServer(options: ServerOptions = {}): Promise<StaticServer> {
  const root = resolve(options.root ?? DIST_DIR);
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`${index} does not exist: build the app first (npx vite build, or npm run build).`);
  }
  const extraHeaders = options.headers ?? {};
  const requests: string[] = [];
  const responses: { path: string; status: number }[] = [];
  const overrides = new Map<string, Buffer>();
  let down = false;

  const send = (res: ServerResponse, status: number, file: string | undefined, body?: string, pathname?: string) => {
    res.statusCode = status;
    for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
    if (pathname !== undefined) for (const [name, value] of Object.entries(options.headersFor?.(pathname) ?? {})) res.setHeader(name, value);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', file !== undefined && pathname !== undefined ? cacheControlFor(pathname) : 'no-store');
    if (file === undefined) {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(body ?? '');
      return;
    }
    res.setHeader('Content-Type', mimeType(file));
    const replaced = overrides.get(file);
    // A validator, as a static host sends one: a request that has this copy is answered 304, no body.
    const stat = replaced ? null : statSync(file);
    const etag = replaced
      ? `"${createHash('sha1').update(replaced).digest('hex').slice(0, 16)}"`
      : `W/"${stat!.size.toString(16)}-${Math.floor(stat!.mtimeMs).toString(16)}"`;
    res.setHeader('ETag', etag);
    if (status === 200 && res.req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      responses.push({ path: pathname ?? '', status: 304 });
      res.end();
      return;
    }
    if (pathname !== undefined) responses.push({ path: pathname, status });
    if (replaced) {
      res.setHeader('Content-Length', replaced.length);
      res.end(replaced);
      return;
    }
    res.setHeader('Content-Length', stat!.size);
    createReadStream(file).pipe(res);
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, undefined, 'Method Not Allowed');
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      send(res, 400, undefined, 'Bad Request');
      return;
    }
    requests.push(pathname);
    if (down) {
      req.socket.destroy();
      return;
    }
    const candidate = normalize(join(root, pathname));
    if (candidate !== root && !candidate.startsWith(root + sep)) {
      send(res, 403, undefined, 'Forbidden');
      return;
    }
    if (isFile(candidate) || overrides.has(candidate)) {
      send(res, 200, candidate, undefined, pathname);
    } else if (isFile(join(candidate, 'index.html'))) {
      send(res, 200, join(candidate, 'index.html'), undefined, pathname);
    } else if (extname(pathname) === '') {
      send(res, 200, index, undefined, pathname); // single-page app fallback
    } else {
      send(res, 404, undefined, 'Not Found', pathname);
    }
  };

  // Node's http server sends no body for HEAD by itself.
  const server = createServer(handler);

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolvePromise());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/`,
    origin,
    requests,
    responses,
    override(file, body) {
      overrides.set(join(root, file), Buffer.isBuffer(body) ? body : Buffer.from(body));
    },
    clearOverrides() {
      overrides.clear();
    },
    setDown(value) {
      down = value;
      if (value) server.closeAllConnections();
    },
    close: () =>
      new Promise<void>((resolvePromise, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolvePromise()));
      }),
  };
}
