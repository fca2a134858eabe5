/**
 * The headers a deployment of the planner should send (docs/security.md), in one place:
 * `vite preview` (and so `npm start`) sends them, and the end-to-end tests check them.
 *
 * - Content-Security-Policy: the meta policy of index.html plus `frame-ancestors`, which a
 *   meta element cannot carry: 'none', or 'self' and the portals allowed to embed the planner
 *   (the same origins as embed-origins.json: scripts/vite-embed-origins.ts).
 * - X-Content-Type-Options: nosniff; Referrer-Policy: no-referrer (share links carry the
 *   scenario in the hash, which browsers never send, but nothing else needs to leave either).
 */
export const CSP_BASE =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

export function securityHeaders(allowedOrigins: readonly string[]): Record<string, string> {
  const ancestors = allowedOrigins.length > 0 ? `'self' ${allowedOrigins.join(' ')}` : "'none'";
  return {
    'Content-Security-Policy': `${CSP_BASE}; frame-ancestors ${ancestors}`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

/**
 * How long a browser may keep a file (docs/offline.md): the content-hashed files under
 * `assets/` for a year, unchanged; everything else (index.html, sw.js, the precache manifest,
 * icons) is checked with the server on every use.
 */
export function cacheControlFor(pathname: string): string {
  return /\/assets\/[^/]+$/.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
