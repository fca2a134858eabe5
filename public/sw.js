/**
 * The OCI Storage Planner's service worker: the app keeps working offline (docs/offline.md).
 *
 * Registered by the page as `sw.js?build=<id>` (src/offline/registerServiceWorker.ts), where
 * the id is the build's (index.html's <meta name="build-id">). A new build is therefore a new
 * worker script: it installs beside the old one, then takes over.
 *
 * - install: reads precache-manifest.json (written by the build: its id and the app shell's
 *   files), checks that it is this worker's build, and caches every file in it in the cache
 *   `oci-planner-<id>` (content-hashed assets from the HTTP cache where the page already
 *   fetched them, the rest revalidated with the network, so nothing the page has is downloaded
 *   twice). Any failure fails the install and the old worker stays.
 * - activate: deletes the other `oci-planner-*` caches and controls open pages at once.
 * - message `{ type: 'oci-planner:skip-waiting' }` from a page of this origin: skipWaiting()
 *   again (the page asks while this worker keeps waiting; see registerServiceWorker.ts).
 * - fetch, for GET requests to this origin within this worker's scope only (anything
 *   cross-origin is never touched):
 *   - page loads (navigations): network first, so a new version is used on the next load
 *     when online; offline, the cached index.html;
 *   - `assets/…` (file names carry a content hash, so never change): cache first;
 *   - embed-origins.json (who may embed the planner, set by the server: docs/embedding.md):
 *     never answered from the cache, always the server's;
 *   - anything else (manifest, icons): the cached copy at once, refreshed from the network.
 *
 * This file must not be cached by HTTP for long: a deployment sends `Cache-Control: no-cache`
 * for sw.js (and the page registers it with `updateViaCache: 'none'`).
 */
'use strict';

const CACHE_PREFIX = 'oci-planner-';
const BUILD_ID = new URL(self.location.href).searchParams.get('build') ?? '';
const CACHE_NAME = `${CACHE_PREFIX}${BUILD_ID}`;
const SCOPE = self.registration.scope;

const inScope = (path) => new URL(path, SCOPE).href;

/** The app shell's URLs from the build's manifest, checked. */
async function readManifest() {
  const response = await fetch(inScope('precache-manifest.json'), { cache: 'no-store' });
  if (!response.ok) throw new Error(`precache-manifest.json: HTTP ${response.status}`);
  const manifest = await response.json();
  if (!manifest || manifest.version !== 1 || typeof manifest.buildId !== 'string' || !Array.isArray(manifest.urls)) {
    throw new Error('precache-manifest.json is not a version 1 manifest');
  }
  if (manifest.buildId !== BUILD_ID) {
    // A newer build was deployed since this page loaded; its page registers its own worker.
    throw new Error(`precache-manifest.json is for build ${manifest.buildId}, this worker is build ${BUILD_ID}`);
  }
  const urls = manifest.urls.filter((url) => typeof url === 'string').map(inScope);
  if (!urls.every((url) => url.startsWith(SCOPE))) throw new Error('precache-manifest.json lists a URL outside the app');
  return urls;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      if (!/^[\w-]{1,64}$/.test(BUILD_ID)) throw new Error('registered without ?build=<id>');
      const urls = await readManifest();
      const cache = await caches.open(CACHE_NAME);
      // Files under assets/ carry a hash of their content in their name: the copy the page
      // already fetched (HTTP cache) is this build's, so a first visit downloads them once.
      // The others (the page, boot.js, icons) are revalidated with the server: a copy the page
      // already has comes back as 304, not downloaded again, and a changed one is fetched, so
      // the cache holds exactly this build's copies. index.html is the same document as ./:
      // fetched once, kept under both names.
      const assets = inScope('assets/');
      const root = inScope('./');
      const index = inScope('index.html');
      const both = urls.includes(root) && urls.includes(index);
      const wanted = urls.filter((url) => !(both && url === index));
      await cache.addAll(wanted.map((url) => new Request(url, url.startsWith(assets) ? {} : { cache: 'no-cache' })));
      if (both) await cache.put(index, (await cache.match(root)).clone());
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'oci-planner:skip-waiting') event.waitUntil(self.skipWaiting());
});

function keep(cache, request, response) {
  if (response.ok && response.type === 'basic') return cache.put(request, response.clone());
  return Promise.resolve();
}

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(CACHE_NAME);
    const page = (await cache.match(inScope('index.html'))) ?? (await cache.match(inScope('./')));
    if (page) return page;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE_NAME);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  await keep(cache, request, response);
  return response;
}

async function staleWhileRevalidate(event, request) {
  const cache = await caches.open(CACHE_NAME);
  const hit = await cache.match(request);
  const refresh = fetch(request).then(async (response) => {
    await keep(cache, request, response);
    return response;
  });
  if (hit) {
    event.waitUntil(refresh.catch(() => undefined));
    return hit;
  }
  return refresh;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !request.url.startsWith(SCOPE)) return;
  if (url.pathname === new URL(inScope('embed-origins.json')).pathname) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
  } else if (request.url.startsWith(inScope('assets/'))) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(staleWhileRevalidate(event, request));
  }
});
