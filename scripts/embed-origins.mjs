/**
 * The origins allowed to frame and drive the planner, on the serving side (docs/embedding.md):
 * one setting gives both the `frame-ancestors` of the Content-Security-Policy header and the
 * list the planner reads from `embed-origins.json` (next to index.html) for its postMessage
 * allow-list.
 *
 * - `EMBED_ALLOWED_ORIGINS` (read by `npm start` / `vite preview`): the list where the planner
 *   is served, so one build serves several portals.
 * - `VITE_EMBED_ALLOWED_ORIGINS` (read by `vite build`): the default the build writes into
 *   `dist/embed-origins.json` and keeps in its bundle as the fallback.
 *
 * An origin is `scheme://host[:port]`, http or https, with no path, query, user or `*`; the same
 * rule as the planner's own (`parseAllowedOrigins`, src/embed/protocol.ts). Plain JavaScript:
 * scripts/start.mjs runs in Node without a TypeScript loader; types in embed-origins.d.mts.
 */
import { readFileSync } from 'node:fs';

/** The file, next to index.html, that carries the list for the planner. */
export const EMBED_ORIGINS_FILE = 'embed-origins.json';

/** Comma-separated origins: the well-formed ones (deduplicated, in order) and the rest. */
export function parseEmbedOrigins(text) {
  const origins = [];
  const invalid = [];
  for (const raw of (text ?? '').split(',')) {
    const item = raw.trim();
    if (!item) continue;
    let url;
    try {
      url = new URL(item);
    } catch {
      invalid.push(item);
      continue;
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare || item.replace(/\/$/, '') !== url.origin) {
      invalid.push(item);
      continue;
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return { origins, invalid };
}

/** What to tell someone whose setting holds entries that are not origins. */
export function invalidOriginsMessage(variable, invalid) {
  const list = invalid.map((s) => JSON.stringify(s)).join(', ');
  return (
    `${variable}: not an origin: ${list}. ` +
    'Give comma-separated origins, each scheme://host[:port] (http or https; no path, no *), ' +
    `e.g. ${variable}=https://portal.example,https://intranet.example`
  );
}

/** The setting in `variable`, checked: its origins, or an Error saying which entries are wrong. */
export function readOriginsSetting(variable, text) {
  const { origins, invalid } = parseEmbedOrigins(text);
  if (invalid.length > 0) throw new Error(invalidOriginsMessage(variable, invalid));
  return origins;
}

/** The body of embed-origins.json. */
export function embedOriginsJson(origins) {
  return `${JSON.stringify({ allowedOrigins: origins }, null, 2)}\n`;
}

/**
 * The origins in a built folder's embed-origins.json: [] when the file is absent; an Error
 * naming the file when it is not `{ "allowedOrigins": [origin, …] }`.
 */
export function readOriginsFile(path) {
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${path} is not JSON; it should read { "allowedOrigins": ["https://portal.example"] }`);
  }
  const list = data && typeof data === 'object' ? data.allowedOrigins : undefined;
  if (!Array.isArray(list) || !list.every((s) => typeof s === 'string' && !s.includes(','))) {
    throw new Error(`${path}: "allowedOrigins" should be a list of origins, e.g. { "allowedOrigins": ["https://portal.example"] }`);
  }
  return readOriginsSetting(path, list.join(','));
}
