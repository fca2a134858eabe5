/**
 * A fio result read in a service's view for another design of that service: the planner says
 * which design the run was for and offers it as the chosen design, which, once opened, plans
 * the design the run measured (the same files then read as its results).
 */
import { describe, expect, it } from 'vitest';
import { scenarioFor } from '../../store/initialState.ts';
import { findPreset } from '../../store/presets.ts';
import { buildFioJobs, type FioWords } from '../../engine/fio/index.ts';
import en from '../i18n/en/fio.ts';
import { fioResults, planFor } from './testBundle.ts';
import type { CompareScenario } from '../../engine/index.ts';

/** A run of a plan's first job file, with figures that agree, as fio writes them. */
function runOf(scenario: CompareScenario, view: 'block-volume' | 'dense-io' | 'lustre' | 'file-storage'): { name: string; text: string } {
  const plan = planFor(scenario, view);
  if (!plan.ok) throw new Error(plan.message);
  const built = buildFioJobs(plan.scenario, plan.result, en as FioWords, { runtimeSeconds: 2, rampSeconds: 0 });
  if (!built.ok) throw new Error(built.problem.code);
  const text = built.bundle.files.find((f) => f.name.endsWith('.fio'))!.text;
  const options = Object.fromEntries([...text.matchAll(/^(\w+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
  const bs = Number(/^(\d+)/.exec(options.bs ?? '4096')?.[1] ?? 4096) * (/k$/i.test(options.bs ?? '') ? 1024 : 1);
  const read = Number(options.rwmixread ?? (options.rw?.endsWith('read') ? 100 : 0));
  const side = (ios: number) => ({
    io_bytes: ios * bs,
    bw_bytes: (ios / 2) * bs,
    iops: ios / 2,
    total_ios: ios,
    runtime: 2000,
    clat_ns: { mean: 400_000 },
    lat_ns: { mean: 400_000 },
  });
  const job = { jobname: text.match(/^\[(.+)\]$/m)![1], error: 0, 'job options': options, read: side(100 * read), write: side(100 * (100 - read)) };
  return { name: 'result.json', text: JSON.stringify({ 'fio version': 'fio-3.36', timestamp: 1_760_000_000, jobs: [job] }) };
}

describe('a run for another design of the same service', () => {
  const base = scenarioFor(findPreset('oracle-oltp')!.requirement);
  const cases = [
    { view: 'block-volume', chosen: { blockVolume: { performanceLevel: 'balanced', volumeSizeGB: 700, volumes: 3 } } },
    { view: 'lustre', chosen: { lustre: { performanceTierMBpsPerTB: 1000, capacityGB: 125_000 } } },
  ] as const;
  for (const c of cases) {
    it(`${c.view}: offers to open the run's design; opened, the run reads as that design's`, () => {
      const run = runOf({ ...base, chosen: c.chosen }, c.view);
      const out = fioResults(base, c.view, 'en', [run]);
      expect(out.ok).toBe(false);
      if (out.ok) return;
      expect(out.problems.join(' ')).toMatch(/This run was for/);
      expect(out.openDesign?.view).toBe(c.view);
      const opened = { ...base, chosen: out.openDesign!.chosen };
      const again = fioResults(opened, c.view, 'en', [run]);
      expect(again.ok).toBe(true);
      expect(again.ok && again.calibration).toBeTruthy();
    });
  }

  it('a run of another service offers its view, not a design', () => {
    const run = runOf(base, 'block-volume');
    const out = fioResults(base, 'dense-io', 'en', [run]);
    expect(!out.ok && out.otherView).toBe('block-volume');
    expect(!out.ok && out.openDesign).toBeFalsy();
  });

  it('offers nothing for a run of the design planned, and no design for a run of another catalog edition', () => {
    expect(fioResults(base, 'block-volume', 'en', [runOf(base, 'block-volume')]).ok).toBe(true);
    const run = runOf({ ...base, chosen: cases[0].chosen }, 'block-volume');
    const otherEdition = fioResults({ ...base, catalogs: { ...base.catalogs, blockVolume: 'bv-seed' } }, 'block-volume', 'en', [run]);
    expect(!otherEdition.ok && otherEdition.openDesign).toBeFalsy();
  });
});
