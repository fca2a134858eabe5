import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCENARIO_VERSION, compareServices, type CompareScenario } from '../engine/index.ts';
import { createPlanStore } from '../store/planStore.ts';
import { PLAN_DELAY_MS, startBridge, type Bridge } from './bridge.ts';
import type { OutgoingMessage } from './protocol.ts';

const HOST = 'https://portal.example.com';

const scenario: CompareScenario = {
  version: SCENARIO_VERSION,
  mode: 'recommend',
  service: 'compare',
  requirement: { readMBps: 3000, writeMBps: 1000, ioSizeKiB: 64, capacityGB: 1000 },
};

/** A window inside an iframe, with just what the bridge uses. */
function fakeFrame(referrer = `${HOST}/intranet/storage`) {
  const posted: { message: OutgoingMessage; origin: string }[] = [];
  const parent = { postMessage: (message: OutgoingMessage, origin: string) => posted.push({ message, origin }) };
  let onMessage: ((e: MessageEvent) => void) | null = null;
  const win = {
    parent,
    document: { referrer, body: { scrollHeight: 812, getBoundingClientRect: () => ({ height: 800.5 }) } },
    location: {},
    addEventListener: (type: string, f: (e: MessageEvent) => void) => {
      if (type === 'message') onMessage = f;
    },
    removeEventListener: () => {
      onMessage = null;
    },
    requestAnimationFrame: (f: () => void) => {
      f();
      return 1;
    },
    cancelAnimationFrame: () => {},
  } as unknown as Window;
  const receive = (data: unknown, origin = HOST, source: unknown = parent) => onMessage?.({ data, origin, source } as MessageEvent);
  return { win, posted, receive, types: () => posted.map((p) => p.message.type) };
}

let bridge: Bridge | undefined;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  bridge?.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startBridge', () => {
  it('says it is ready, reports the height and then the plan, to the embedding page', () => {
    const frame = fakeFrame();
    const store = createPlanStore({ hash: '' });
    bridge = startBridge({ store, service: 'file-storage', allowedOrigins: [HOST, 'https://other.example'], win: frame.win });
    expect(frame.posted.slice(0, 2)).toEqual([
      { message: { type: 'oci-planner:ready', version: 1, service: 'file-storage' }, origin: HOST },
      { message: { type: 'oci-planner:height', version: 1, height: 812 }, origin: HOST },
    ]);
    vi.advanceTimersByTime(PLAN_DELAY_MS);
    const plan = frame.posted[2]!;
    expect(plan.origin).toBe(HOST);
    expect(plan.message).toMatchObject({ type: 'oci-planner:plan', service: 'file-storage', scenario: store.getState().scenario });
  });

  it('plans a scenario the host sends: one plan per burst, with the request id', () => {
    const frame = fakeFrame('');
    const store = createPlanStore({ hash: '' });
    bridge = startBridge({ store, service: 'file-storage', allowedOrigins: [HOST], win: frame.win });
    vi.advanceTimersByTime(PLAN_DELAY_MS);
    frame.posted.length = 0;

    frame.receive({ type: 'oci-planner:set-scenario', version: 1, scenario, requestId: 'r-1' });
    expect(store.getState().scenario).toEqual(scenario);
    store.getState().setField('writeMBps', '0');
    vi.advanceTimersByTime(PLAN_DELAY_MS);
    expect(frame.types()).toEqual(['oci-planner:plan']);
    const last = store.getState().scenario;
    expect(last.requirement).toEqual({ ...scenario.requirement, writeMBps: 0 });
    const expected = compareServices(last.requirement, last.catalogs, last.pricing).fileStorage;
    expect(frame.posted[0]).toMatchObject({ origin: HOST, message: { requestId: 'r-1', result: { design: expected.design } } });
  });

  it('answers every set-scenario, one the planner already shows too: once each, with its request id (docs/embedding.md)', () => {
    const frame = fakeFrame('');
    const store = createPlanStore({ hash: '' });
    bridge = startBridge({ store, service: 'compare', allowedOrigins: [HOST], win: frame.win });
    vi.advanceTimersByTime(PLAN_DELAY_MS);
    // The planner opened on the host's scenario (as the demo frames it, in the link), then the host sends it unchanged, twice.
    frame.receive({ type: 'oci-planner:set-scenario', version: 1, scenario, requestId: 'first' });
    vi.advanceTimersByTime(PLAN_DELAY_MS);
    const shown = store.getState().scenario;
    frame.posted.length = 0;
    for (const requestId of ['same-1', 'same-2']) {
      frame.receive({ type: 'oci-planner:set-scenario', version: 1, scenario: structuredClone(scenario), requestId });
      expect(store.getState().scenario).toBe(shown);
      vi.advanceTimersByTime(PLAN_DELAY_MS);
    }
    expect(frame.posted.map((p) => [p.message.type, (p.message as { requestId?: unknown }).requestId, p.origin])).toEqual([
      ['oci-planner:plan', 'same-1', HOST],
      ['oci-planner:plan', 'same-2', HOST],
    ]);
    // A changed scenario still gives one plan, not two.
    frame.posted.length = 0;
    frame.receive({
      type: 'oci-planner:set-scenario',
      version: 1,
      scenario: { ...scenario, requirement: { ...scenario.requirement, readMBps: 10 } },
      requestId: 'c',
    });
    vi.advanceTimersByTime(PLAN_DELAY_MS);
    expect(frame.types()).toEqual(['oci-planner:plan']);
  });

  it('answers get-plan at once, and an invalid scenario with an error, to the sender', () => {
    const frame = fakeFrame('');
    const store = createPlanStore({ hash: '' });
    bridge = startBridge({ store, service: 'compare', allowedOrigins: [HOST], win: frame.win });
    frame.posted.length = 0;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    frame.receive({ type: 'oci-planner:get-plan', version: 1, requestId: 9 });
    expect(frame.posted[0]).toMatchObject({
      origin: HOST,
      message: { type: 'oci-planner:plan', service: 'compare', requestId: 9, result: { service: 'compare' } },
    });

    const before = store.getState().scenario;
    frame.receive({ type: 'oci-planner:set-scenario', version: 1, scenario: { service: 'compare' } });
    expect(store.getState().scenario).toBe(before);
    expect(frame.posted[1]).toMatchObject({ origin: HOST, message: { type: 'oci-planner:error', message: expect.stringContaining('mode') } });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('ignores other origins and other windows, with a warning and no reply', () => {
    const frame = fakeFrame();
    const store = createPlanStore({ hash: '' });
    bridge = startBridge({ store, service: 'compare', allowedOrigins: [HOST], win: frame.win });
    vi.advanceTimersByTime(PLAN_DELAY_MS);
    frame.posted.length = 0;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const before = store.getState().scenario;

    frame.receive({ type: 'oci-planner:set-scenario', version: 1, scenario }, 'https://evil.example');
    frame.receive({ type: 'oci-planner:set-scenario', version: 1, scenario }, HOST, { postMessage: () => {} });
    vi.advanceTimersByTime(PLAN_DELAY_MS);

    expect(store.getState().scenario).toBe(before);
    expect(frame.posted).toEqual([]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('origin https://evil.example is not allowed'),
      expect.stringContaining('did not come from the embedding page'),
    ]);
    expect(error).not.toHaveBeenCalled();
  });

  it('sends nothing at all when the build allows no origin', () => {
    const frame = fakeFrame();
    bridge = startBridge({ store: createPlanStore({ hash: '' }), service: 'compare', allowedOrigins: [], win: frame.win });
    vi.advanceTimersByTime(PLAN_DELAY_MS);
    expect(frame.posted).toEqual([]);
  });
});

describe('get-deploy through the bridge', () => {
  it('answers the host with the zip of the locked view, loading the generator on the request', async () => {
    vi.useRealTimers();
    const frame = fakeFrame();
    const store = createPlanStore({ hash: '' });
    bridge = startBridge({ store, service: 'lustre', allowedOrigins: [HOST], win: frame.win });
    frame.posted.length = 0;
    frame.receive({ type: 'oci-planner:get-deploy', version: 1, format: 'stack', requestId: 'd-1' });
    await vi.waitFor(() => expect(frame.types()).toContain('oci-planner:deploy'), { timeout: 10_000 });
    const reply = frame.posted.find((p) => p.message.type === 'oci-planner:deploy')!;
    expect(reply.origin).toBe(HOST);
    expect(reply.message).toMatchObject({ format: 'stack', services: ['lustre'], requestId: 'd-1' });
    expect(reply.message.type === 'oci-planner:deploy' && reply.message.files).toContain('schema.yaml');
  });
});
