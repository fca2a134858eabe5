/**
 * Imported samples that span days offer their daily profile, and using it sets the scenario's
 * profile; samples shorter than a day say why there is none.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { measurements as m } from '../../engine/index.ts';
import { planStore } from '../../store/planStore.ts';
import { renderWithI18n } from '../../../tests/fixtures/render.tsx';
import { analyzer } from './analysis.ts';
import { MeasuredProfile } from './MeasuredProfile.tsx';

const T0 = Date.UTC(2026, 10, 2);

/** Read throughput every 5 minutes for `hours`: 100 MB/s from 09:00 to 17:00 UTC, 20 MB/s otherwise. */
function series(hours: number): m.Series {
  const timesMs: number[] = [];
  const values: number[] = [];
  for (let min = 0; min <= hours * 60; min += 5) {
    const h = Math.floor(min / 60) % 24;
    timesMs.push(T0 + min * 60_000);
    values.push(h >= 9 && h < 17 ? 100e6 : 20e6);
  }
  return {
    file: 'a.csv',
    format: 'csv',
    metric: 'read_MBps',
    quantity: 'readBytesPerSecond',
    stream: '',
    timesMs: Float64Array.from(timesMs),
    values: Float64Array.from(values),
    resolutionSeconds: 300,
    reading: { code: 'csvColumnUnit' },
  };
}

/** The profile as the reader's analysis reads it (in the worker, or on the page without one). */
const profileOf = (hours: number) => analyzer([series(hours)])({ statistic: 'p95', basis: 'coincident', stream: '' }).profile;

describe('the daily profile of imported samples', () => {
  afterEach(() => {
    act(() => planStore.reinitialise({ storage: null, hash: '' }));
  });

  it('offers the peak and the off-peak level, and sets them as the profile', () => {
    renderWithI18n(<MeasuredProfile read={profileOf(48)} />);
    // The reader's clock: 09:00 UTC where the test runs.
    const start = ((((9 * 60 - new Date(T0).getTimezoneOffset()) / 60) % 24) + 24) % 24;
    expect(screen.getByText(/Daily profile in these samples/).textContent).toContain(`a peak of 8 hours from ${start}:00, the rest of the day at 20% of it`);
    fireEvent.click(screen.getByRole('button', { name: 'Use as the daily profile' }));
    expect(planStore.getState().scenario.profile).toEqual({
      peakHours: 8,
      peakStartHour: start,
      peakLevelPercent: 100,
      offPeakLevelPercent: 20,
      from: 'measured',
    });
  });

  it('says why there is none when the samples cover less than a day', () => {
    renderWithI18n(<MeasuredProfile read={profileOf(12)} />);
    expect(screen.getByText('No daily profile: the samples cover 12 hours, less than a day.')).toBeTruthy();
  });
});
