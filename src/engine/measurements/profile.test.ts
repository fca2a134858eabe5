/**
 * The hour-of-day profile from samples: two days of 5-minute samples with a working-day peak.
 */
import { describe, expect, it } from 'vitest';
import { hourlyProfile } from './profile.ts';
import type { Series } from './types.ts';

const T0 = Date.UTC(2026, 10, 2); // a Monday, 00:00 UTC
const MB = 1_000_000;

function series(quantity: Series['quantity'], hours: number, at: (hourOfDay: number) => number): Series {
  const timesMs: number[] = [];
  const values: number[] = [];
  for (let m = 0; m <= hours * 60; m += 5) {
    timesMs.push(T0 + m * 60_000);
    values.push(at(Math.floor(m / 60) % 24));
  }
  return {
    file: 'f.json',
    format: 'oci',
    metric: quantity,
    quantity,
    stream: '',
    timesMs: Float64Array.from(timesMs),
    values: Float64Array.from(values),
    resolutionSeconds: 300,
    reading: { code: 'levelAsGiven' },
  };
}

const working = (h: number) => (h >= 9 && h < 17 ? 100 * MB : 20 * MB);

describe('hourlyProfile', () => {
  it('reads an 8-hour peak from 09:00 at 20% off-peak from two days of samples', () => {
    const p = hourlyProfile([series('readBytesPerSecond', 48, working)]);
    expect(p.ok && p.profile).toEqual({ peakHours: 8, peakStartHour: 9, peakLevelPercent: 100, offPeakLevelPercent: 20, from: 'measured' });
    expect(p.ok && p.unit).toBe('bytesPerSecond');
  });

  it('adds reads and writes, and shifts hours to the local clock', () => {
    const half = (h: number) => working(h) / 2;
    const p = hourlyProfile([series('readBytesPerSecond', 48, half), series('writeBytesPerSecond', 48, half)], { utcOffsetMinutes: 540 });
    expect(p.ok && p.profile.peakStartHour).toBe(18);
    expect(p.ok && p.profile.peakHours).toBe(8);
  });

  it('a peak past midnight is one run', () => {
    const night = (h: number) => (h >= 22 || h < 4 ? 50 * MB : 5 * MB);
    const p = hourlyProfile([series('readOpsPerSecond', 72, night)]);
    expect(p.ok && p.profile).toMatchObject({ peakHours: 6, peakStartHour: 22, offPeakLevelPercent: 10 });
    expect(p.ok && p.unit).toBe('opsPerSecond');
  });

  it('needs at least a day of samples', () => {
    expect(hourlyProfile([series('readBytesPerSecond', 12, working)])).toEqual({ ok: false, reason: 'lessThanADay', params: { hours: 12 } });
    expect(hourlyProfile([])).toMatchObject({ ok: false, reason: 'noLoad' });
  });
});
