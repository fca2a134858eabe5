/**
 * The planner's side of the embedding protocol (protocol.ts) in the browser: listens for the
 * host's messages, reports readiness, the document's height (so the iframe can grow with its
 * content) and every new plan. Loaded by start.tsx only in embed mode (`?embed=1`).
 */
import { droppedNotice } from '../store/initialState.ts';
import type { PlanStoreApi } from '../store/planStore.ts';
import { selectPlan } from '../store/selectors.ts';
import { EMBED_ORIGINS_FILE, loadAllowedOrigins } from './allowedOrigins.ts';
import type { EmbedService } from './params.ts';
import { decide, errorMessage, heightMessage, planMessage, readyMessage, targetOrigins, type OutgoingMessage, type PlanMessage } from './protocol.ts';
import { workloadsPlanMessage } from './workloads.ts';
import type { WorkloadsScenario } from '../engine/index.ts';

/** A burst of changes (typing) gives one `plan` message this long after the last change. */
export const PLAN_DELAY_MS = 100;

const LOG = '[oci-planner embed]';

export interface BridgeOptions {
  readonly store: PlanStoreApi;
  /** What `plan` messages carry: the locked view, or 'compare'. */
  readonly service: EmbedService;
  readonly allowedOrigins: readonly string[];
  readonly win?: Window;
}

export interface Bridge {
  stop(): void;
}

export function startBridge({ store, service, allowedOrigins, win = window }: BridgeOptions): Bridge {
  const doc = win.document;
  const host = win.parent;
  const embedded = host !== win;
  let lastSender: string | null = null;

  const post = (message: OutgoingMessage, only?: string) => {
    if (!embedded) return;
    const targets = only
      ? [only]
      : targetOrigins({ allowedOrigins, lastSender, parentOrigin: win.location.ancestorOrigins?.[0] ?? null, referrer: doc.referrer });
    for (const origin of targets) {
      try {
        host.postMessage(message, origin);
      } catch (e) {
        console.warn(`${LOG} could not send ${message.type} to ${origin}:`, e);
      }
    }
  };

  // ---------------------------------------------------------------- plans
  let planTimer: ReturnType<typeof setTimeout> | null = null;
  let pendingRequestId: PlanMessage['requestId'];
  const sendPlan = () => {
    planTimer = null;
    const { scenario } = store.getState();
    const id = pendingRequestId;
    pendingRequestId = undefined;
    post(planMessage(service, scenario, selectPlan(scenario), id));
  };
  const schedulePlan = () => {
    if (planTimer !== null) clearTimeout(planTimer);
    planTimer = setTimeout(sendPlan, PLAN_DELAY_MS);
  };
  // A plan of several workloads the host sent: planned here, until the form's scenario changes.
  let workloads: WorkloadsScenario | null = null;
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.scenario !== prev.scenario) {
      workloads = null;
      schedulePlan();
    }
  });

  // ---------------------------------------------------------------- incoming
  const onMessage = (event: MessageEvent) => {
    const decision = decide({ origin: event.origin, data: event.data, fromParent: embedded && event.source === host }, allowedOrigins);
    switch (decision.kind) {
      case 'ignore':
        console.warn(`${LOG} ignored a message: ${decision.reason}`);
        return;
      case 'reject':
        lastSender = decision.origin;
        console.warn(`${LOG} refused a message from ${decision.origin}: ${decision.reason}`);
        post(decision.reply, decision.origin);
        return;
      case 'set-workloads':
        lastSender = decision.origin;
        workloads = decision.scenario;
        post(workloadsPlanMessage(decision.scenario, decision.requestId), decision.origin);
        return;
      case 'get-plan': {
        lastSender = decision.origin;
        if (workloads) {
          post(workloadsPlanMessage(workloads, decision.requestId), decision.origin);
          return;
        }
        const { scenario } = store.getState();
        post(planMessage(service, scenario, selectPlan(scenario), decision.requestId), decision.origin);
        return;
      }
      case 'get-deploy': {
        lastSender = decision.origin;
        const doc = workloads ?? store.getState().scenario;
        // The generator loads only when a host asks for it.
        import('./deploy.ts').then(
          ({ deployMessage }) => post(deployMessage(doc, service, decision.format, decision.service, decision.requestId), decision.origin),
          () => post(errorMessage('the deploy generator could not be loaded', decision.requestId), decision.origin),
        );
        return;
      }
      case 'set-scenario':
        lastSender = decision.origin;
        pendingRequestId = decision.requestId;
        store.getState().loadScenario(decision.scenario, decision.dropped.length > 0 ? droppedNotice(decision.dropped) : null, []);
        // Every set-scenario is answered (docs/embedding.md), an unchanged one too: the store
        // keeps an equal scenario as it is, so no change would schedule the plan.
        schedulePlan();
        return;
    }
  };
  win.addEventListener('message', onMessage);

  // ---------------------------------------------------------------- height
  let lastHeight = -1;
  let frame = 0;
  const measure = () => {
    frame = 0;
    const body = doc.body;
    const height = Math.ceil(Math.max(body.scrollHeight, body.getBoundingClientRect().height));
    if (height === lastHeight) return;
    lastHeight = height;
    post(heightMessage(height));
  };
  const observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          if (!frame) frame = win.requestAnimationFrame(measure);
        })
      : null;
  observer?.observe(doc.body);

  post(readyMessage(service));
  if (!observer) measure();
  schedulePlan();

  return {
    stop() {
      win.removeEventListener('message', onMessage);
      observer?.disconnect();
      if (frame) win.cancelAnimationFrame(frame);
      if (planTimer !== null) clearTimeout(planTimer);
      unsubscribe();
    },
  };
}

/**
 * Starts the bridge with the origins the server allows (`embed-origins.json`, set where the
 * planner is served: allowedOrigins.ts), else those this build allows (`VITE_EMBED_ALLOWED_ORIGINS`).
 */
export async function startEmbedding(store: PlanStoreApi, service: EmbedService | null): Promise<Bridge> {
  const { origins, invalid, source } = await loadAllowedOrigins(import.meta.env.VITE_EMBED_ALLOWED_ORIGINS);
  const where = source === 'server' ? EMBED_ORIGINS_FILE : 'VITE_EMBED_ALLOWED_ORIGINS';
  if (invalid.length > 0) console.warn(`${LOG} ${where}: not origins, ignored: ${invalid.join(', ')}`);
  if (origins.length === 0) console.info(`${LOG} no host origin is allowed (${where}): messages are off`);
  return startBridge({ store, service: service ?? 'compare', allowedOrigins: origins });
}
