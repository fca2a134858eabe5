/**
 * Starts the app once src/main.tsx has loaded its modules: takes the prerendered HTML over, or
 * draws afresh, then connects the embedding host or the offline cache.
 */
import './zodConfig.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { embedParams } from './embed/params.ts';
import { registerServiceWorker } from './offline/registerServiceWorker.ts';
import { planStore } from './store/planStore.ts';
import { stateKey } from './store/stateKey.ts';
import { App } from './ui/App.tsx';
import { AppBoundary } from './ui/layout/ErrorBoundary.tsx';
import { isLanguageLoaded, loadLanguage } from './ui/i18n/index.ts';
import { renderPhase } from './ui/layout/renderPhase.ts';

export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  if (embedParams.embed) {
    document.documentElement.classList.add('embedded');
    if (embedParams.service) planStore.getState().setView(embedParams.service);
  }

  // A link or saved preference in another language than English: fetch its text first, so the
  // first screen is painted in it (if the fetch fails, the app opens in English).
  const locale = planStore.getState().locale;
  if (!isLanguageLoaded(locale)) await loadLanguage(locale);

  const app = (
    <StrictMode>
      <AppBoundary>
        <App />
      </AppBoundary>
    </StrictMode>
  );
  // The build prerendered the default answer into #root (src/prerender.tsx). Take that HTML over
  // when this visit starts from the same state; otherwise (a link, a stored session, another
  // language, embedded) draw afresh. public/boot.js kept a possibly wrong prerender hidden.
  const prerendered = container.dataset.prerender;
  if (prerendered !== undefined && !embedParams.embed && prerendered === stateKey(planStore.getState())) {
    renderPhase.hydrate = true;
    // In a transition, React takes the page over in slices and yields to the browser between
    // them: the answer is already on screen, so nothing waits for it in one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    if (prerendered !== undefined) {
      container.replaceChildren();
      delete container.dataset.prerender;
    }
    createRoot(container).render(app);
  }
  document.documentElement.classList.remove('boot-pending');

  if (embedParams.embed) {
    // The postMessage bridge to the host page; its own chunk, loaded only when embedded.
    import('./embed/bridge.ts').then(
      ({ startEmbedding }) => startEmbedding(planStore, embedParams.service),
      (error: unknown) => console.warn('[oci-planner embed] the host bridge could not start:', error),
    );
  } else {
    // Offline support for the full app only: an embedded planner lives in a host page that is
    // not offline itself, and its storage is partitioned under that host.
    registerServiceWorker();
  }
}
