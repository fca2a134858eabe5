/**
 * The measured chart's time labels: spaced from the plot's width by one measured label, so they
 * never come closer than the gap, whatever the number of rows.
 */
import { describe, expect, it } from 'vitest';
import { timeTickInterval } from './MeasuredChart.tsx';

describe('timeTickInterval', () => {
  it('labels every (interval + 1)th row so that labels keep their width and the gap apart', () => {
    for (const rows of [2, 10, 97, 1_000, 5_000]) {
      for (const plotWidth of [250, 330, 600, 1_200]) {
        for (const labelWidth of [30, 70]) {
          const interval = timeTickInterval(rows, plotWidth, labelWidth);
          const labels = Math.ceil(rows / (interval + 1));
          // Labels the plot has room for: none closer than the gap (at least two: the start and an end).
          expect(labels).toBeLessThanOrEqual(Math.max(2, Math.floor(plotWidth / (labelWidth + 24))));
          // And no sparser than needed: one step less would not fit.
          if (interval > 0) expect(Math.ceil(rows / interval)).toBeGreaterThan(Math.max(2, Math.floor(plotWidth / (labelWidth + 24))));
        }
      }
    }
  });

  it('never returns a negative or fractional interval, before the chart is laid out too', () => {
    for (const [rows, width] of [
      [0, 0],
      [1, 0],
      [100_000, -50],
      [3, 10_000],
    ]) {
      const interval = timeTickInterval(rows!, width!, 40);
      expect(Number.isInteger(interval)).toBe(true);
      expect(interval).toBeGreaterThanOrEqual(0);
    }
  });
});
