/**
 * The embedding demo's host side (embed-demo.html): embeds the planner, sizes the iframe from
 * its `height` messages, sends the scenario in the text area (`set-scenario`), asks for the
 * plan (`get-plan`), and logs what the planner says. Protocol: docs/embedding.md.
 *
 * A planner that does not answer (it cannot be framed here, or does not allow this page's
 * origin) is said so: no `ready` within WAIT_MS of the frame loading, or no `plan` or `error`
 * within WAIT_MS of a request, shows "No answer from the planner" with what to check.
 */
const PREFIX = 'oci-planner:';
const VERSION = 1;
const SERVICES = ['file-storage', 'block-volume', 'dense-io', 'compare'];
const MAX_LOG = 50;
/** How long the demo waits for the planner's answer before saying there is none. */
const WAIT_MS = 5000;

const example = {
  version: 1,
  mode: 'recommend',
  service: 'file-storage',
  name: 'Embedding demo',
  requirement: { readMBps: 1500, writeMBps: 500, ioSizeKiB: 64, clients: 40 },
};

const params = new URLSearchParams(window.location.search);
const plannerUrl = new URL(params.get('planner') || './', window.location.href);
if (plannerUrl.protocol !== 'http:' && plannerUrl.protocol !== 'https:') throw new Error('planner must be an http(s) URL');
const plannerOrigin = plannerUrl.origin;
const service = SERVICES.includes(params.get('service')) ? params.get('service') : 'file-storage';

const frame = /** @type {HTMLIFrameElement} */ (document.getElementById('planner'));
const textarea = /** @type {HTMLTextAreaElement} */ (document.getElementById('scenario'));
const status = document.getElementById('status');
const designOut = document.getElementById('design');
const log = document.getElementById('log');
let requestCounter = 0;
let ready = false;
let readyTimer = 0;
/** The requests not answered yet: requestId → { label, timer }. */
const pending = new Map();

function noAnswer(what) {
  setStatus(
    `No answer from the planner ${what} within ${WAIT_MS / 1000} s. It answers only pages whose origin it allows: ` +
      `is ${window.location.origin} in its EMBED_ALLOWED_ORIGINS (and its frame-ancestors)?`,
    true,
  );
}

/** Sends a request and waits for its answer. */
function request(what, message) {
  requestCounter += 1;
  const requestId = `demo-${requestCounter}`;
  const label = `${what} #${requestCounter}`;
  setStatus(`Sent ${label}; waiting for the planner…`);
  // Kept after the wait: an answer that comes late still says so.
  const timer = setTimeout(() => noAnswer(`to ${label}`), WAIT_MS);
  pending.set(requestId, { label, timer });
  send({ ...message, requestId });
}

/** The answer to a request: stops its wait; returns its label, or null. */
function answered(requestId) {
  const entry = pending.get(requestId);
  if (!entry) return null;
  clearTimeout(entry.timer);
  pending.delete(requestId);
  return entry.label;
}

/** base64url (no padding) of the JSON's UTF-8 bytes: the planner's `#scenario=` format. */
function encodeScenario(scenario) {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(scenario))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const MT_LABELS = { standard: 'Standard', 'hpmt-20': 'HPMT-20', 'hpmt-40': 'HPMT-40', 'hpmt-80': 'HPMT-80' };

/** The recommended design in a few words, from a `plan` message's result. */
function designText(planService, result) {
  const design = result && typeof result === 'object' ? result.design : undefined;
  switch (planService) {
    case 'file-storage':
      if (design && typeof design.mountTargets === 'number') {
        const label = MT_LABELS[design.mountTargetType] ?? String(design.mountTargetType);
        return `${design.mountTargets} × ${label} mount target${design.mountTargets === 1 ? '' : 's'}`;
      }
      return design && typeof design.capacityGB === 'number' ? `${design.capacityGB} GB file system (2019 model)` : '?';
    case 'block-volume':
      return design ? `${design.volumes} × ${design.volumeSizeGB} GB volume(s) at ${design.vpusPerGB} VPU/GB` : '?';
    case 'dense-io':
      return design ? `${design.shape}, RAID ${design.raid}` : '?';
    case 'compare':
      return Array.isArray(result?.entries) ? result.entries.map((e) => `${e.service}: ${e.summary}`).join('; ') : '?';
    default:
      return '?';
  }
}

function addLog(kind, text, attrs = {}) {
  const item = document.createElement('li');
  item.className = `log-${kind}`;
  item.dataset.type = kind;
  for (const [k, v] of Object.entries(attrs)) item.dataset[k] = String(v);
  item.textContent = `${new Date().toLocaleTimeString()} ${kind}: ${text}`;
  log.prepend(item);
  while (log.children.length > MAX_LOG) log.lastElementChild.remove();
}

function setStatus(text, isError = false) {
  status.textContent = text;
  status.className = isError ? 'status-error' : '';
}

function send(message) {
  frame.contentWindow?.postMessage({ version: VERSION, ...message }, plannerOrigin);
}

window.addEventListener('message', (event) => {
  // Only the planner in our iframe, from its origin; everything else is not for us.
  if (event.origin !== plannerOrigin || event.source !== frame.contentWindow) return;
  const m = event.data;
  if (!m || typeof m !== 'object' || typeof m.type !== 'string' || !m.type.startsWith(PREFIX) || m.version !== VERSION) return;
  switch (m.type) {
    case `${PREFIX}ready`:
      ready = true;
      clearTimeout(readyTimer);
      if (status.className === 'status-error' && status.textContent.startsWith('No answer')) setStatus('The planner is ready.');
      addLog('ready', `planner ready, showing ${m.service}`, { service: m.service });
      break;
    case `${PREFIX}height`:
      if (Number.isFinite(m.height) && m.height > 0) {
        const height = Math.min(Math.ceil(m.height), 20000);
        frame.style.height = `${height}px`;
        frame.dataset.height = String(height);
      }
      break;
    case `${PREFIX}plan`: {
      const text = designText(m.service, m.result);
      designOut.textContent = text;
      const label = answered(m.requestId);
      if (label) setStatus(`The planner answered ${label}.`);
      const attrs = { service: m.service, design: text };
      if (m.requestId !== undefined) attrs.requestId = m.requestId;
      addLog('plan', text, attrs);
      break;
    }
    case `${PREFIX}error`:
      answered(m.requestId);
      setStatus(`The planner refused: ${m.message}`, true);
      addLog('error', String(m.message), m.requestId !== undefined ? { requestId: m.requestId } : {});
      break;
  }
});

document.getElementById('send').addEventListener('click', () => {
  let scenario;
  try {
    scenario = JSON.parse(textarea.value);
  } catch (e) {
    setStatus(`The scenario is not valid JSON: ${e instanceof Error ? e.message : String(e)}`, true);
    return;
  }
  request('scenario', { type: `${PREFIX}set-scenario`, scenario });
});

document.getElementById('get-plan').addEventListener('click', () => {
  request('plan request', { type: `${PREFIX}get-plan` });
});

// A frame the planner's server refuses to be framed here still fires `load` (with an error page).
frame.addEventListener('load', () => {
  clearTimeout(readyTimer);
  if (!ready) readyTimer = setTimeout(() => noAnswer('(it has not said it is ready)'), WAIT_MS);
});

textarea.value = JSON.stringify(example, null, 2);
const src = new URL(plannerUrl.href);
src.searchParams.set('embed', '1');
src.searchParams.set('service', service);
src.hash = `scenario=${encodeScenario(example)}`;
frame.src = src.href;
