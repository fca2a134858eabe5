import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { measurements as m } from '../../engine/index.ts';
import { renderWithI18n } from '../../../tests/fixtures/render.tsx';
import { blockstoreExport } from '../../../tests/fixtures/measurementFiles.ts';
import { TodayDesign, todayVerdictOf } from './TodayDesign.tsx';

const use = (utilizationPercent: number): m.TodayUse => ({ limit: 'guaranteedIops', demand: utilizationPercent * 10, guaranteed: 1000, utilizationPercent });
const today = (uses: m.TodayUse[], throttled = false): m.Today => ({
  uses,
  findings: throttled ? [{ code: 'throttled', params: { samples: 3, throttledIos: 1200, files: 'f.json' } }] : [],
  guaranteedVpusPerGB: null,
  throttleMeasured: true,
});

describe('today’s design against today’s load', () => {
  it('finds throttling first, then a load above the guarantee, then above the target', () => {
    expect(todayVerdictOf(today([use(20)], true), 80).verdict).toBe('throttled');
    expect(todayVerdictOf(today([use(120)]), 80)).toEqual({ verdict: 'over', percent: 120 });
    expect(todayVerdictOf(today([use(85), use(10)]), 80)).toEqual({ verdict: 'busy', percent: 85 });
    expect(todayVerdictOf(today([use(85)]), 90).verdict).toBe('ok');
    expect(todayVerdictOf(today([]), 80).verdict).toBe('unknown');
  });

  it('says how busy today’s volumes are from an export with guaranteed IOPS and throttled I/O', () => {
    const { text } = blockstoreExport({ volumes: 2, points: 60, stepMinutes: 1, readMBps: 50, guaranteedIops: 3000, throttledIos: 100 });
    const series = m.readMeasurementFile('bv.json', text).series;
    const d = m.deriveWorkload(series, { statistic: 'p95' });
    const t = m.todayAgainstLoad(series, 'p95', d.fromMs, d.toMs);
    renderWithI18n(<TodayDesign today={t} statistic="p95" targetPercent={80} />);
    const section = screen.getByTestId('today-design');
    expect(section.getAttribute('data-verdict')).toBe('throttled');
    expect(section.textContent).toContain('of 6,000 guaranteed');
    expect(screen.getByTestId('today-finding').textContent).toContain('too small for this load');
  });

  it('says no I/O was throttled when the files measured it at zero', () => {
    renderWithI18n(<TodayDesign today={today([use(40)])} statistic="p95" targetPercent={80} />);
    expect(screen.getByTestId('today-design').textContent).toContain('No I/O was throttled');
    expect(screen.getByTestId('today-finding').textContent).toContain('with headroom');
  });
});
