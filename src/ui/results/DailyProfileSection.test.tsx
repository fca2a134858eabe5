/**
 * A daily profile typed in the Compare answer costs the day: Block Volume auto-tune against
 * fixed VPUs, the mount-target options, the assumptions said as such, and the day's chart; a
 * figure the schema refuses is said next to its field and the last good profile stays.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { planStore } from '../../store/planStore.ts';
import { selectProfilePlan } from '../../store/planCache.ts';
import { makeFormatters } from './format.ts';
import { scenarioFor } from '../../store/initialState.ts';
import { DailyProfileSection } from './DailyProfileSection.tsx';
import { renderWithI18n } from '../../../tests/fixtures/render.tsx';

describe('daily profile in the Compare answer', () => {
  // The chart is a lazy chunk: loaded once before the tests, so the wait below is for React alone.
  beforeAll(async () => {
    await import('../charts/DailyProfileChart.tsx');
  }, 60_000);
  afterEach(() => {
    act(() => planStore.reinitialise({ storage: null, hash: '' }));
  });

  it('typing a profile shows both Block Volume costs, the HPMT options, the assumptions and the chart', async () => {
    // A load whose peak needs a higher performance level on the volumes its quiet hours need.
    act(() => planStore.getState().loadScenario(scenarioFor({ readIops: 100_000, ioSizeKiB: 4, capacityGB: 1000 })));
    renderWithI18n(<DailyProfileSection />);
    expect(screen.getByText('Give the peak hours and the off-peak level to cost the day.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Peak hours a day'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Off-peak level (% of the requirement)'), { target: { value: '20' } });
    expect(planStore.getState().scenario.profile).toEqual({ peakHours: 8, offPeakLevelPercent: 20 });
    const plan = selectProfilePlan(planStore.getState().scenario)!;
    const f = makeFormatters('en');
    const bv = screen.getByTestId('profile-autotune').textContent!;
    expect(bv).toContain(f.usd(plan.autotune!.fixedMonthlyUSD));
    expect(bv).toContain(f.usd(plan.autotune!.autotuneMonthlyUSD));
    expect(bv).toContain('Auto-tune saves');
    expect(screen.getByTestId('profile-hpmt').querySelectorAll('li')).toHaveLength(plan.hpmt.length || 1);
    const notes = screen.getByTestId('profile-notes').textContent!;
    expect(notes).toContain('assumed: tuned-up VPUs bill at the level held');
    expect(notes).toContain('documented: A high performance mount target needs a commitment of 30 days');
    expect(await screen.findByRole('figure', { name: 'The day hour by hour' }, { timeout: 4_000 })).toBeTruthy();
  }, 20_000);

  it('an off-peak level above the peak is refused next to its field; the last good profile stays', () => {
    renderWithI18n(<DailyProfileSection />);
    fireEvent.change(screen.getByLabelText('Peak hours a day'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Off-peak level (% of the requirement)'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Peak level (% of the requirement)'), { target: { value: '10' } });
    expect(screen.getByRole('alert').textContent).toBe('⚠ A percentage from 0 to 100, no higher than the peak level.');
    expect(planStore.getState().scenario.profile).toEqual({ peakHours: 8, offPeakLevelPercent: 20 });
    fireEvent.change(screen.getByLabelText('Peak hours a day'), { target: { value: '30' } });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('⚠ A whole number of hours from 1 to 24.');
  });
});
