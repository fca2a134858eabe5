/**
 * The app's Content-Security-Policy, as index.html's meta element states it, and the header a
 * deployment sends (the meta cannot carry frame-ancestors): docs/security.md.
 */
export const APP_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** The full header: the policy plus who may frame the app ('none', or the portals' origins). */
export function cspHeader(frameAncestors: string = "'none'"): Record<string, string> {
  return { 'Content-Security-Policy': `${APP_CSP}; frame-ancestors ${frameAncestors}` };
}

/**
 * Init script for every frame of a page: records `securitypolicyviolation` events in
 * `window.__cspViolations` (read them with `readViolations`).
 */
export const RECORD_VIOLATIONS = `(() => {
  const seen = (window.__cspViolations = []);
  document.addEventListener('securitypolicyviolation', (e) => {
    seen.push({ directive: e.effectiveDirective || e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile, line: e.lineNumber, sample: e.sample });
  }, true);
})();`;

export interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
  readonly line: number;
  readonly sample: string;
}
