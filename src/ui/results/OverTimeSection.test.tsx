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
        ? 'Carries this for the whole horizon.'
        : runway.month === 0
          ? 'Does not carry this even today.'
          : `Carries this for ${runway.month} months; then`;
    expect(line).toMatch(/^Over time, /);
    expect(line).toContain(words);
    expect(screen.getByTestId('runways').querySelectorAll('li')).toHaveLength(4);

    fireEvent.change(screen.getByLabelText('Horizon (months)'), { target: { value: '120' } });
    expect(screen.getByRole('alert').textContent).toBe('A whole number of months from 12 to 60.');
    expect(planStore.getState().scenario.growth).toEqual({ capacityPercentPerYear: 100, performancePercentPerYear: 400 });
  });
});
