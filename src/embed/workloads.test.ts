/**
 * The embedding protocol takes a plan of several workloads (issue 26): `set-scenario` with a
 * version-6 `workloads` scenario is read as it is and answered with its plan (the bill of
 * materials, the shared mount targets); a bad workload is refused with its path.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SCENARIO_VERSION, planWorkloads, type WorkloadsScenario } from '../engine/index.ts';
import { createPlanStore } from '../store/planStore.ts';
import { startBridge, type Bridge } from './bridge.ts';
import { decide, type OutgoingMessage } from './protocol.ts';

const HOST = 'https://portal.example.com';

const plan: WorkloadsScenario = {
  version: SCENARIO_VERSION,
  mode: 'recommend',
  service: 'workloads',
  workloads: [
    { name: 'home', service: 'file-storage', requirement: { readMBps: 200, ioSizeKiB: 64, capacityGB: 5000 } },
    { name: 'db', service: 'block-volume', requirement: { readIops: 20_000, writeIops: 5000, ioSizeKiB: 8, capacityGB: 1000 } },
  ],
};
const setScenario = (scenario: unknown) => ({ type: 'oci-planner:set-scenario', version: 1, scenario, requestId: 'r1' });

describe('a workloads scenario over the protocol', () => {
  it('is read as it is, not converted to a comparison', () => {
    const d = decide({ origin: HOST, data: setScenario(plan), fromParent: true }, [HOST]);
    expect(d).toEqual({ kind: 'set-workloads', origin: HOST, scenario: plan, requestId: 'r1' });
  });

  it('a bad workload is refused, naming its path', () => {
    const bad = { ...plan, workloads: [plan.workloads[0], { ...plan.workloads[1]!, requirement: { ioSizeKiB: -8 } }] };
    const d = decide({ origin: HOST, data: setScenario(bad), fromParent: true }, [HOST]);
    expect(d.kind).toBe('reject');
    if (d.kind === 'reject') expect(d.reply.message).toContain('workloads.1.requirement.ioSizeKiB');
  });

  it('the bridge answers with the plan, and again on get-plan', () => {
    const posted: { message: OutgoingMessage; origin: string }[] = [];
    const parent = { postMessage: (message: OutgoingMessage, origin: string) => posted.push({ message, origin }) };
    let onMessage: ((e: MessageEvent) => void) | null = null;
    const win = {
      parent,
      document: { referrer: '', body: { scrollHeight: 10, getBoundingClientRect: () => ({ height: 10 }) } },
      location: {},
      addEventListener: (_: string, f: (e: MessageEvent) => void) => (onMessage = f),
      removeEventListener: () => (onMessage = null),
      requestAnimationFrame: () => 1,
      cancelAnimationFrame: () => {},
    } as unknown as Window;
    bridge = startBridge({ store: createPlanStore({ hash: '' }), service: 'compare', allowedOrigins: [HOST], win });
    onMessage!({ data: setScenario(plan), origin: HOST, source: parent } as unknown as MessageEvent);
    const answer = posted.at(-1)!.message;
    expect(answer).toMatchObject({ type: 'oci-planner:plan', service: 'workloads', requestId: 'r1', result: planWorkloads(plan) });
    expect(answer.type === 'oci-planner:plan' && answer.service === 'workloads' && answer.result.billOfMaterials.lines.length).toBeGreaterThan(0);
    onMessage!({ data: { type: 'oci-planner:get-plan', version: 1, requestId: 2 }, origin: HOST, source: parent } as unknown as MessageEvent);
    expect(posted.at(-1)!.message).toMatchObject({ service: 'workloads', requestId: 2 });
  });
});

let bridge: Bridge | undefined;
afterEach(() => bridge?.stop());
