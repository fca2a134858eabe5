/**
 * Where the embedded planner learns which host origins it talks to (docs/embedding.md): the
 * file `embed-origins.json` next to index.html, `{ "allowedOrigins": ["https://portal.example"] }`,
 * which the server that serves the planner sets from the same setting as its `frame-ancestors`
 * (`EMBED_ALLOWED_ORIGINS` under `npm start`; a static host edits the file). Read once, from
 * the app's own origin, when embed mode starts. When the file cannot be read (no file, an HTML
 * page in its place, offline), the build's own list (`VITE_EMBED_ALLOWED_ORIGINS`) applies.
 */
import { parseAllowedOrigins } from './protocol.ts';

export const EMBED_ORIGINS_FILE = 'embed-origins.json';

export interface AllowedOrigins {
  readonly origins: readonly string[];
  /** Entries that are not origins (not allowed). */
  readonly invalid: readonly string[];
  /** Where the list came from: the served file, or the build (the file could not be read). */
  readonly source: 'server' | 'build';
}

/** The list in the file's JSON, or null when it is not `{ allowedOrigins: string[] }`. */
export function readOriginsDocument(data: unknown): Omit<AllowedOrigins, 'source'> | null {
  const list = typeof data === 'object' && data !== null ? (data as { allowedOrigins?: unknown }).allowedOrigins : undefined;
  if (!Array.isArray(list) || !list.every((s): s is string => typeof s === 'string')) return null;
  const commas = list.filter((s) => s.includes(','));
  const read = parseAllowedOrigins(list.filter((s) => !s.includes(',')).join(','));
  return { origins: read.origins, invalid: [...read.invalid, ...commas] };
}

/**
 * Fetches `embed-origins.json` from the page's own folder (never another host, never a cached
 * copy without asking the server), else falls back to `buildTime`.
 */
export async function loadAllowedOrigins(buildTime: string | undefined, fetchFile: (url: string) => Promise<Response> = defaultFetch): Promise<AllowedOrigins> {
  try {
    const response = await fetchFile(EMBED_ORIGINS_FILE);
    if (response.ok) {
      const read = readOriginsDocument(await response.json());
      if (read) return { ...read, source: 'server' };
    }
  } catch {
    // Unreadable or not JSON: the build's list below.
  }
  return { ...parseAllowedOrigins(buildTime), source: 'build' };
}

function defaultFetch(url: string): Promise<Response> {
  return fetch(url, { cache: 'no-cache', credentials: 'same-origin', redirect: 'error' });
}
