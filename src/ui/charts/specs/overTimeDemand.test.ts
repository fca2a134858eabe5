import { describe, expect, it } from 'vitest';
import { growth as growthArea, type OverTimePlan } from '../../../engine/index.ts';
import { makeScenario, planOf } from '../../../../tests/fixtures/compareScenario.ts';
import { enFormat, enT, expectWordsFound } from '../../../../tests/fixtures/chartSpecs.ts';
import { demandRows } from '../overTimeSeries.ts';
import { overTimeDemandColumns, overTimeDemandRows, overTimeDemandSpec } from './overTimeDemand.ts';

const scenario = makeScenario({ readMBps: 3200, writeMBps: undefined, capacityGB: 50_000, mountTargetType: 'hpmt-40' });
const result = planOf(scenario);

function planWith(growth: Parameters<typeof growthArea.planOverTime>[1]): OverTimePlan {
  return growthArea.planOverTime(scenario.requirement, growth, result);
}

describe('overTimeDemandSpec (demand against each design over time, built without rendering)', () => {
  it('draws one demand line when the data and the rates grow alike, a step line per service, each runway marked, the named one as a line', () => {
    const plan = planWith({ performancePercentPerYear: 40, capacityPercentPerYear: 40 });
    const rows = demandRows(plan);
    const named = plan.services[0]!.service;
    const spec = overTimeDemandSpec(plan, rows, named, enT, enFormat);
    expect(spec.series.filter((s) => !s.step).map((s) => s.key)).toEqual(['rates']);
    expect(spec.series.filter((s) => s.step).map((s) => s.key)).toEqual(plan.services.map((s) => s.service));
    const runways = plan.services.filter((s) => s.runway.month !== null && s.runway.month > 0);
    expect(runways.length).toBeGreaterThan(0);
    expect(spec.marks!.filter((m) => m.kind === 'runway').map((m) => m.x)).toEqual(runways.map((s) => s.runway.month));
    const namedRunway = plan.services[0]!.runway.month;
    expect(spec.references!.map((r) => r.x)).toEqual(namedRunway !== null && namedRunway > 0 ? [namedRunway] : []);
    expect(spec.y.domain[1]).toBeGreaterThanOrEqual(Math.max(...spec.series.flatMap((s) => s.points.map((p) => p?.y ?? 0))));
    expectWordsFound(spec);
  });

  it('draws the data and the rates apart when they grow apart', () => {
    const plan = planWith({ performancePercentPerYear: 40 });
    const spec = overTimeDemandSpec(plan, demandRows(plan), null, enT, enFormat);
    expect(
      spec.series
        .filter((s) => !s.step)
        .map((s) => s.key)
        .sort(),
    ).toEqual(['data', 'rates']);
    expect(spec.references).toEqual([]);
  });

  it('tables a row a month, with a column per line drawn and per service’s changes', () => {
    const plan = planWith({ performancePercentPerYear: 40 });
    const rows = demandRows(plan);
    const spec = overTimeDemandSpec(plan, rows, null, enT, enFormat);
    expect(overTimeDemandColumns(enT, plan, spec.series)).toHaveLength(1 + spec.series.length + plan.services.length);
    expect(overTimeDemandRows(enT, plan, rows).map((r) => r.month)).toEqual(rows.map((r) => r.month));
  });
});
