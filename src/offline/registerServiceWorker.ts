/**
 * Registers the service worker (public/sw.js) that keeps the app working offline. The build
 * writes its id into `<meta name="build-id">` and `precache-manifest.json`; the worker is
 * registered as `sw.js?build=<id>`, so a new build is a new worker script: it installs, caches
 * that build's files under a cache named with the id, and takes over (docs/offline.md).
 *
 * Only in a production build, in a top-level page (main.tsx does not call it in embed mode),
 * after the page has loaded so the first answer never waits on the cache filling.
 */

/** The id of the build this page came from, or null (dev server, tests). */
export function readBuildId(doc: Document = document): string | null {
  const id = doc.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? '';
  return /^[\w-]{1,64}$/.test(id) ? id : null;
}

export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const buildId = readBuildId(win.document);
  if (!buildId) return;
  const register = () => {
    win.navigator.serviceWorker
      .register(`./sw.js?build=${encodeURIComponent(buildId)}`, { updateViaCache: 'none' })
      .catch((error: unknown) => console.warn('The app could not be made available offline:', error));
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
