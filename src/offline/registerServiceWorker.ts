/**
 * Registers the service worker (public/sw.js) that keeps the app working offline. The build
 * writes its id into `<meta name="build-id">` and `precache-manifest.json`; the worker is
 * registered as `sw.js?build=<id>`, so a new build is a new worker script: it installs, caches
 * that build's files under a cache named with the id, and takes over (docs/offline.md).
 *
 * Only in a production build, in a top-level page (start.tsx does not call it in embed mode),
 * once the page has loaded, is idle and has the chunks it was fetching, so the first answer
 * never waits on the cache filling and no file is downloaded twice.
 */
import { loadsSettled } from '../boot/pageLoads.ts';
import { whenIdle } from '../boot/whenIdle.ts';

/** The message that asks a waiting worker to take over (public/sw.js). */
export const SKIP_WAITING = { type: 'oci-planner:skip-waiting' } as const;

/** How often, and how long apart, a waiting worker of this build is asked to take over. */
const NUDGES = 15;
const NUDGE_INTERVAL_MS = 2000;
/** The longest the registration waits for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 5000;

/** The id of the build this page came from, or null (dev server, tests). */
export function readBuildId(doc: Document = document): string | null {
  const id = doc.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? '';
  return /^[\w-]{1,64}$/.test(id) ? id : null;
}

/**
 * The new worker calls skipWaiting() when it has installed; Chromium can still leave it waiting
 * when the old worker is stopped and restarted at that moment. Asking again (skipWaiting runs
 * the activation check again) takes it over; a page asks a few times while it keeps waiting.
 * The worker is asked directly, not through `registration.waiting`: when its state turns to
 * "installed", the registration may not list it as waiting yet, and a nudge that looked there
 * found nothing and gave up, leaving the new build waiting for good.
 */
function nudgeWhileWaiting(registration: ServiceWorkerRegistration, buildId: string): void {
  const ours = (worker: ServiceWorker | null): worker is ServiceWorker =>
    worker !== null && worker.scriptURL.endsWith(`sw.js?build=${encodeURIComponent(buildId)}`);
  const nudge = (worker: ServiceWorker, left: number) => {
    if (worker.state !== 'installed' || left <= 0) return;
    worker.postMessage(SKIP_WAITING);
    setTimeout(() => nudge(worker, left - 1), NUDGE_INTERVAL_MS);
  };
  const watch = (worker: ServiceWorker | null) => {
    if (!ours(worker)) return;
    if (worker.state === 'installed') nudge(worker, NUDGES);
    else
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') nudge(worker, NUDGES);
      });
  };
  registration.addEventListener('updatefound', () => watch(registration.installing));
  watch(registration.installing ?? registration.waiting);
}

export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const buildId = readBuildId(win.document);
  if (!buildId) return;
  const register = () => {
    win.navigator.serviceWorker
      .register(`./sw.js?build=${encodeURIComponent(buildId)}`, { updateViaCache: 'none' })
      .then((registration) => nudgeWhileWaiting(registration, buildId))
      .catch((error: unknown) => console.warn('The app could not be made available offline:', error));
  };
  // After the page has loaded and gone idle: the worker's install fetches the app shell, and
  // must not compete with the page's own first work. Twice idle, each time once the chunks the
  // page is fetching have arrived (boot/pageLoads.ts): what mounts in the first idle moment
  // (the charts) starts its fetch in the render that follows, before the second; a file both
  // fetched at once would come down twice.
  const idle = () => new Promise<void>((done) => whenIdle(done, IDLE_TIMEOUT_MS, 1000, win));
  const afterLoad = async () => {
    await idle();
    await loadsSettled();
    await idle();
    await loadsSettled();
    register();
  };
  if (win.document.readyState === 'complete') void afterLoad();
  else win.addEventListener('load', () => void afterLoad(), { once: true });
}
