/**
 * How the app is being rendered, for the few components whose first render must equal the
 * prerendered HTML (docs/ARCHITECTURE.md, "The prerendered first screen"):
 *
 * - `prerender`: at build time, in Node (src/prerender.tsx): panels that load on demand
 *   render their placeholders, as the browser's first render does.
 * - `hydrate`: in the browser, React is taking over the prerendered HTML (src/start.tsx).
 *
 * Set once, before the first render; never changed afterwards.
 */
export const renderPhase = { prerender: false, hydrate: false };
