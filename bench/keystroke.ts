/**
 * What the app computes for one keystroke in "Read throughput", outside React and the browser:
 * the store's own `setField` (the text read in the field's unit, written into the requirement,
 * the whole scenario validated by the schema, shared with the last one, the store's listeners;
 * no storage, whose write waits for typing to pause), the selector plans it (`compareServices`),
 * and the charts panel derives its data (limit use for every view; mount-target scaling, Block
 * Volume by size, Dense I/O by mix, latency and concurrency, the Lustre tiers: every view's,
 * while a keystroke computes one view's). Timed stage by stage, over the examples' workloads,
 * each value a new one, as typed. Part of `npm run bench`.
 */
import { compareServices, curves, type CompareResult } from '../src/engine/index.ts';
import { scenarioFor } from '../src/store/initialState.ts';
import { createPlanStore, type PlanStoreApi } from '../src/store/planStore.ts';
import { workloadPresets } from '../src/store/presets.ts';

export interface StageTimes {
  readonly stage: string;
  readonly medianUs: number;
  readonly meanUs: number;
  readonly p95Us: number;
}

const STAGES = ['store: text to scenario (setField)', 'plan (compareServices)', 'chart data, every view', 'whole keystroke'] as const;

function summary(stage: string, samples: number[]): StageTimes {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(s.length * q))]!;
  return { stage, medianUs: at(0.5), meanUs: s.reduce((a, b) => a + b, 0) / s.length, p95Us: at(0.95) };
}

const us = (t0: bigint, t1: bigint) => Number(t1 - t0) / 1000;

let sink = 0;

/** Times `rounds` keystrokes per example workload (after a warm-up) and returns each stage. */
export function keystrokeBench(rounds = 200): StageTimes[] {
  const times: number[][] = STAGES.map(() => []);
  const stores: PlanStoreApi[] = workloadPresets.map((p) => {
    const store = createPlanStore({ storage: null, hash: '' });
    store.getState().loadScenario(scenarioFor(p.requirement));
    store.getState().setUnit('readMBps', 'MBps');
    return store;
  });
  for (let warm = 0; warm < 2; warm++) {
    for (let i = 0; i < rounds; i++) {
      for (const store of stores) {
        const text = (100 + ((i * 37) % 997) * 13.7).toFixed(1);
        const t0 = process.hrtime.bigint();
        store.getState().setField('readMBps', text);
        const t1 = process.hrtime.bigint();
        const { scenario, errors } = store.getState();
        if (errors.readMBps !== undefined || scenario.requirement.readMBps !== Number(text)) throw new Error('a benchmark keystroke did not validate');
        const result: CompareResult = compareServices(scenario.requirement, scenario.catalogs, scenario.pricing);
        const t2 = process.hrtime.bigint();
        sink += curves.limitUtilizationCurves(result).services.length;
        sink += curves.fssScalingCurve(scenario, result) ? 1 : 0;
        sink += curves.bvScalingCurve(scenario, result) ? 1 : 0;
        sink += curves.dioMixCurve(scenario, result) ? 1 : 0;
        sink += curves.latencyCurve(scenario) ? 1 : 0;
        sink += curves.lustreUtilizationCurve(result) ? 1 : 0;
        sink += curves.lustreTierCurve(result) ? 1 : 0;
        const t3 = process.hrtime.bigint();
        if (warm === 1) {
          times[0]!.push(us(t0, t1));
          times[1]!.push(us(t1, t2));
          times[2]!.push(us(t2, t3));
          times[3]!.push(us(t0, t3));
        }
      }
    }
  }
  if (sink < 0) console.log(sink);
  return STAGES.map((stage, i) => summary(stage, times[i]!));
}
