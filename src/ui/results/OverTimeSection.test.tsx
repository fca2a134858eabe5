/**
 * Growth typed in the Compare answer plans the comparison over time: the runway of the service
 * the headline names, every service's runway and the cheapest over the horizon; a figure the
 * scenario refuses is said next to its field and the last good growth stays.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { planStore } from '../../store/planStore.ts';
import { selectOverTime, selectPlan } from '../../store/planCache.ts';
import { OverTimeSection } from './OverTimeSection.tsx';
import { renderWithI18n } from '../../../tests/fixtures/render.tsx';
import { makeScenario } from '../../../tests/fixtures/compareScenario.ts';

describe('growth in the Compare answer', () => {
  afterEach(() => {
    act(() => planStore.reinitialise({ storage: null, hash: '' }));
  });

  it('typing growth shows the runway in words and keeps a refused horizon out', () => {
    const result = selectPlan(planStore.getState().scenario);
    const { rerender } = renderWithI18n(<OverTimeSection result={result} />);
    expect(screen.queryByTestId('compare-runway')).toBeNull();
    fireEvent.change(screen.getByLabelText('Throughput and IOPS growth (% a year)'), { target: { value: '400' } });
    fireEvent.change(screen.getByLabelText('Data growth (% a year)'), { target: { value: '100' } });
    const scenario = planStore.getState().scenario;
    expect(scenario.growth).toEqual({ capacityPercentPerYear: 100, performancePercentPerYear: 400 });
    const overTime = selectOverTime(scenario)!;
    const named = selectPlan(scenario).cheapest ?? selectPlan(scenario).closest;
    const runway = overTime.services.find((s) => s.service === named)!.runway;
    rerender(<OverTimeSection result={selectPlan(scenario)} />);
    const line = screen.getByTestId('compare-runway').textContent!;
    const words =
      runway.month === null
        ? 'It carries this load for the whole horizon.'
        : runway.month === 0
          ? 'It does not carry this load even today'
          : `It carries this load for ${runway.month} month${runway.month === 1 ? '' : 's'}; the first limit it then reaches is`;
    expect(line).toMatch(/^Over time, /);
    expect(line).toContain(words);
    expect(screen.getByTestId('runways').querySelectorAll('li')).toHaveLength(4);

    fireEvent.change(screen.getByLabelText('Horizon (months)'), { target: { value: '120' } });
    expect(screen.getByRole('alert').textContent).toBe('⚠ A whole number of months from 12 to 60.');
    expect(planStore.getState().scenario.growth).toEqual({ capacityPercentPerYear: 100, performancePercentPerYear: 400 });
  });

  it('the ranking choice ranks the cheapest by the horizon’s total, is kept in the scenario, and survives typing in the growth fields', () => {
    // Reads that double each year on data that does not grow (src/engine/growth/rankBy.test.ts).
    const start = { ...makeScenario({ readMBps: 3200, writeMBps: undefined, capacityGB: 50_000 }), growth: { performancePercentPerYear: 100 } };
    act(() => planStore.getState().loadScenario(start));
    const render = () => <OverTimeSection result={selectPlan(planStore.getState().scenario)} />;
    const { rerender } = renderWithI18n(render());
    const monthly = screen.getByRole('radio', { name: 'this month’s price' }) as HTMLInputElement;
    const horizon = screen.getByRole('radio', { name: 'the total over 36 months' }) as HTMLInputElement;
    expect(monthly.checked).toBe(true);
    expect(screen.getByTestId('ranked-by').dataset.rankBy).toBe('month');
    const before = selectPlan(planStore.getState().scenario).cheapest;

    fireEvent.click(horizon);
    const scenario = planStore.getState().scenario;
    expect(scenario.growth).toEqual({ performancePercentPerYear: 100, rankBy: 'horizon' });
    const overTime = selectOverTime(scenario)!;
    // The plan names the engine's cheapest over the horizon, here another service than this month's.
    expect(overTime.horizonCheapest).not.toBeNull();
    expect(selectPlan(scenario).cheapest).toBe(overTime.horizonCheapest);
    expect(selectPlan(scenario).cheapest).not.toBe(before);
    rerender(render());
    expect((screen.getByRole('radio', { name: 'the total over 36 months' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('ranked-by').textContent).toContain('ranked by the total over 36 months');

    // The changes that change a bill are listed with their month and the monthly difference.
    const events = screen.getByTestId('bill-events');
    const changed = overTime.services.flatMap((s) => s.events).filter((e) => e.monthlyUSDDelta !== null && e.monthlyUSDDelta !== 0);
    expect(changed.length).toBeGreaterThan(0);
    expect(events.querySelectorAll('li').length).toBe(changed.length);
    expect(events.textContent).toContain(`Month ${changed[0]!.month}:`);
    // A change of growth keeps the choice.
    fireEvent.change(screen.getByLabelText('Horizon (months)'), { target: { value: '24' } });
    expect(planStore.getState().scenario.growth).toEqual({ performancePercentPerYear: 100, horizonMonths: 24, rankBy: 'horizon' });
  });
  it('a service that does not carry today says by how much and what would make it carry, from the engine’s fix', () => {
    // 3,000 MB/s of 64 KiB reads: more than one host moves to Block Volume (src/engine/growth/plan.test.ts).
    const start = {
      ...makeScenario({ readMBps: 3000, writeMBps: 200, readIops: 20_000, writeIops: 5_000, ioSizeKiB: 64, capacityGB: 20_000 }),
      growth: { capacityPercentPerYear: 40, performancePercentPerYear: 60 },
    };
    act(() => planStore.getState().loadScenario(start));
    const scenario = planStore.getState().scenario;
    renderWithI18n(<OverTimeSection result={selectPlan(scenario)} />);
    const bv = selectOverTime(scenario)!.services.find((s) => s.service === 'block-volume')!;
    const fix = bv.runway.fix!;
    expect(fix.remedies.length).toBeGreaterThan(0);
    const line = Array.from(screen.getByTestId('runways').querySelectorAll('li')).find((li) => li.textContent!.startsWith('Block Volume:'))!.textContent!;
    expect(line).toContain(`would be at ${fix.loadOfTargetPercent.toLocaleString('en-US', { maximumFractionDigits: 1 })}% of what the design allows`);
    expect(line).toContain('What would make it carry today: ');
    // Each remedy's figures are in the sentence (the engine's, not worked out here).
    for (const r of fix.remedies) for (const v of Object.values(r.params)) if (typeof v === 'number') expect(line).toContain(v.toLocaleString('en-US'));
    // No total over the horizon for a design that never carried.
    expect(line).not.toContain('Total over');
  });
});
