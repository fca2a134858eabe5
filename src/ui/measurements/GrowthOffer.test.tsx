import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { measurements as m } from '../../engine/index.ts';
import { memoryStorage } from '../../../tests/fixtures/storage.ts';
import { renderWithI18n } from '../../../tests/fixtures/render.tsx';
import { blockstoreExport } from '../../../tests/fixtures/measurementFiles.ts';
import { growthOfferStore } from '../../store/growthOffer.ts';
import { planStore } from '../../store/planStore.ts';
import { confidenceOf, GrowthOffer, growthOfTrends } from './GrowthOffer.tsx';

const trend = (growthPercentPerYear: number, spreadPercent = 5, spanDays = 30): m.Trend => ({
  quantity: 'throughputMBps',
  spanDays,
  samples: 100,
  slopePerDay: 1,
  endValue: 100,
  growthPercentPerYear,
  spreadPercent,
});

describe('growth from history', () => {
  it('turns the trends into growth fields the scenario takes', () => {
    expect(growthOfTrends([trend(12.345)])).toEqual({ performancePercentPerYear: 12.3 });
    expect(growthOfTrends([trend(5000)])).toEqual({ performancePercentPerYear: 1000 });
    expect(growthOfTrends([{ ...trend(-99), quantity: 'capacityGB' }])).toEqual({ capacityPercentPerYear: -90 });
  });

  it('says how far to trust a trend from its spread and span', () => {
    expect(confidenceOf(trend(10, 5, 30))).toBe('high');
    expect(confidenceOf(trend(10, 5, 15))).toBe('medium');
    expect(confidenceOf(trend(10, 25))).toBe('medium');
    expect(confidenceOf(trend(10, 60))).toBe('low');
  });

  it('"Use as growth" sets the scenario’s growth from three weeks of history, keeping the horizon', () => {
    planStore.reinitialise({ storage: memoryStorage(), hash: '' });
    expect(planStore.getState().setGrowth({ horizonMonths: 24 }).ok).toBe(true);
    const { text } = blockstoreExport({ volumes: 1, points: 24 * 21, stepMinutes: 60, readMBps: 40, growthPerDay: 0.01 });
    const trends = m.fitTrends(m.readMeasurementFile('bv.json', text).series);
    expect(trends.map((t) => t.quantity)).toEqual(['throughputMBps']);
    const offers = growthOfferStore.getState().count;
    renderWithI18n(<GrowthOffer trends={trends} spanDays={21} />);
    expect(screen.getByTestId('growth-offer').textContent).toContain('fitted over 21 days');
    fireEvent.click(screen.getByRole('button', { name: 'Use as growth' }));
    expect(planStore.getState().scenario.growth).toEqual({
      horizonMonths: 24,
      performancePercentPerYear: Math.round(trends[0]!.growthPercentPerYear * 10) / 10,
    });
    expect(growthOfferStore.getState().count).toBe(offers + 1);
    expect(screen.getByRole('status').textContent).toContain('Over time');
  });

  it('says how many days a trend needs when the data spans fewer', () => {
    renderWithI18n(<GrowthOffer trends={[]} spanDays={2} />);
    expect(screen.getByTestId('growth-offer').textContent).toContain('a growth trend needs 14 days');
  });
});
