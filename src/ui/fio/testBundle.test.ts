/**
 * A fio result read in a service's view for another design of that service: the planner says
 * which design the run was for and offers it as the chosen design, which, once opened, plans
 * the design the run measured (the same files then read as its results).
 */
import { describe, expect, it } from 'vitest';
import { scenarioFor } from '../../store/initialState.ts';
import { findPreset } from '../../store/presets.ts';
import { fioResults, planFor } from './testBundle.ts';
import type { CompareScenario } from '../../engine/index.ts';
import { syntheticFioResult } from '../../../tests/e2e/fioRun.ts';

/** A run of a plan's first job file, with figures that agree, as fio writes them (`syntheticFioResult`). */
function runOf(scenario: CompareScenario, view: 'block-volume' | 'dense-io' | 'lustre' | 'file-storage'): { name: string; text: string } {
  const plan = planFor(scenario, view);
  if (!plan.ok) throw new Error(plan.message);
  return { name: 'result.json', text: syntheticFioResult(plan).toString('utf8') };
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
