import { readFileSync } from 'node:fs';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { measurements as m } from '../../engine/index.ts';
import { memoryStorage } from '../../../tests/fixtures/storage.ts';
import { renderWithI18n } from '../../../tests/fixtures/render.tsx';
import { planStore } from '../../store/planStore.ts';
import { i18n, loadLanguage } from '../i18n/index.ts';
import MeasurementsPanel from './MeasurementsPanel.tsx';
import { MAX_DRAWN, rowsOf } from './MeasuredChart.tsx';
import { blockstoreExport } from '../../../tests/fixtures/measurementFiles.ts';
import { carriedLineOf } from './carried.ts';
import { localInputOf } from './WindowInputs.tsx';

const choose = (input: HTMLElement, files: File[]) => {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the import panel', () => {
  it('speaks Japanese to a Japanese reader, problems included, and leaves the form alone', async () => {
    planStore.reinitialise({ storage: memoryStorage(), hash: '' });
    const before = planStore.getState().scenario;
    await loadLanguage('ja');
    await act(() => i18n.changeLanguage('ja'));
    renderWithI18n(<MeasurementsPanel />);
    expect(screen.getByRole('heading', { name: '測定値の取り込み' })).toBeTruthy();
    choose(screen.getByLabelText('測定ファイル'), [new File(['not a metric export\n'], 'notes.txt', { type: 'text/plain' })]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('notes.txt');
    expect(alert.textContent).toContain('プランナーが読める形式ではありません');
    expect(planStore.getState().scenario).toBe(before);
  });

  it('asks the interval of a file without timestamps in a field of its own, and reads the file again with it', async () => {
    planStore.reinitialise({ storage: memoryStorage(), hash: '' });
    renderWithI18n(<MeasurementsPanel />);
    const text = readFileSync('tests/fixtures/measurements/nfsiostat.txt', 'utf8');
    choose(screen.getByLabelText('Measurement files'), [new File([text], 'nfsiostat.txt', { type: 'text/plain' })]);
    const field = (await screen.findByLabelText('Seconds between samples')) as HTMLInputElement;
    const panel = () => document.querySelector('.measurements-panel')!.textContent!;
    expect(panel()).toContain('the reports are taken as 1 s apart (give the command’s interval in “Seconds between samples” below)');
    expect(panel()).not.toContain('--interval');
    fireEvent.change(field, { target: { value: '0' } });
    expect(screen.getByText('A number of seconds above 0, at most 86,400 (a day).')).toBeTruthy();
    fireEvent.change(field, { target: { value: '60' } });
    await screen.findByText(/the reports are taken as 60 s apart/);
    expect(field.value).toBe('60');
    // A figure the schema refuses is said beside the field, kept as typed, and the last good read stays.
    fireEvent.change(field, { target: { value: '100000' } });
    expect(screen.getByText('A number of seconds above 0, at most 86,400 (a day).')).toBeTruthy();
    expect(field.value).toBe('100000');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(panel()).toContain('the reports are taken as 60 s apart');
    // Written as other number fields take it.
    fireEvent.change(field, { target: { value: '1,800' } });
    await screen.findByText(/the reports are taken as 1,?800 s apart/);
    expect(screen.queryByText('A number of seconds above 0, at most 86,400 (a day).')).toBeNull();
  });

  it('offers the streams of an OCI file, one or all added up', async () => {
    planStore.reinitialise({ storage: memoryStorage(), hash: '' });
    renderWithI18n(<MeasurementsPanel />);
    const text = readFileSync('tests/fixtures/measurements/oci-blockstore-sdk.json', 'utf8');
    choose(screen.getByLabelText('Measurement files'), [new File([text], 'sdk.json', { type: 'application/json' })]);
    const streams = (await screen.findByLabelText('Streams')) as HTMLSelectElement;
    const ids = m.streamsOf(m.readMeasurementFile('sdk.json', text).series);
    expect([...streams.options].map((o) => o.value)).toEqual(['', ...ids]);
    expect(await screen.findByRole('button', { name: 'Use this workload' })).toBeTruthy();
  });
});

describe('a workload beyond the schema (issue 40)', () => {
  it('names 1e308 beside the figure, holds "Use this workload" with the reason, and leaves the form alone', async () => {
    planStore.reinitialise({ storage: memoryStorage(), hash: '' });
    const before = planStore.getState().scenario;
    renderWithI18n(<MeasurementsPanel />);
    const text = readFileSync('tests/fixtures/measurements/oci-blockstore-cli.json', 'utf8').replace(/"value":\s*[-0-9.eE+]+/g, '"value": 1e308');
    choose(screen.getByLabelText('Measurement files'), [new File([text], 'absurd.json', { type: 'application/json' })]);
    const button = (await screen.findByRole('button', { name: 'Use this workload' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).toContain('waits until every figure is within what the planner takes');
    const beside = document.querySelector('[data-field="readMBps"] .field-error')!;
    expect(beside.textContent).toMatch(/MB\/s is beyond what any design carries \(at most 10,000,000\); check the file’s unit/);
    fireEvent.click(button);
    expect(planStore.getState().scenario).toBe(before);
  });
});

describe('three weeks of Block Volume metrics', () => {
  it('draws what the recommended design carries, finds today’s volumes too small, offers the growth, and takes a window typed in', async () => {
    planStore.reinitialise({ storage: memoryStorage(), hash: '' });
    renderWithI18n(<MeasurementsPanel />);
    const { text } = blockstoreExport({
      volumes: 2,
      points: 24 * 21,
      stepMinutes: 60,
      readMBps: 40,
      growthPerDay: 0.01,
      guaranteedIops: 3000,
      throttledIos: 50,
    });
    choose(screen.getByLabelText('Measurement files'), [new File([text], 'bv.json', { type: 'application/json' })]);

    // The line: the recommended design for the derived workload, planned, at its target.
    const line = await screen.findByTestId('carried-line', {}, { timeout: 5000 });
    const series = m.readMeasurementFile('bv.json', text).series;
    const derived = m.deriveWorkload(series, { statistic: 'p95' });
    const expected = carriedLineOf(planStore.getState().scenario, derived)!;
    expect(expected.mbps).toBeGreaterThan(0);
    expect(Number(line.getAttribute('data-value'))).toBe(Math.round(expected.mbps * 100) / 100);
    expect(line.textContent).toContain('at its 80% target utilization');

    // Today's volumes throttled: too small.
    expect(screen.getByTestId('today-finding').textContent).toContain('too small for this load');

    // Growth: three weeks are enough for a trend; using it sets the scenario's growth.
    fireEvent.click(screen.getByRole('button', { name: 'Use as growth' }));
    const trend = m.fitTrends(series).find((t) => t.quantity === 'throughputMBps')!;
    expect(planStore.getState().scenario.growth?.performancePercentPerYear).toBe(Math.round(trend.growthPercentPerYear * 10) / 10);

    // A From typed in moves the window, and the line follows the new workload.
    const from = Date.UTC(2026, 0, 20, 9, 0);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: localInputOf(from) } });
    await screen.findByText(/^Window: 2026-01-20 09:00 to/);
    const later = carriedLineOf(planStore.getState().scenario, m.deriveWorkload(series, { statistic: 'p95', fromMs: from, toMs: derived.toMs }))!;
    expect(later.mbps).not.toBe(expected.mbps);
    await screen.findByText(
      (_, el) => el?.getAttribute('data-testid') === 'carried-line' && Number(el.getAttribute('data-value')) === Math.round(later.mbps * 100) / 100,
    );
    // Nothing reached the form's workload: it waits for "Use this workload".
    expect(planStore.getState().scenario.measured).toBeUndefined();
  });
});

describe('the chart of what was measured', () => {
  it('draws at most MAX_DRAWN points, each stretch at its highest, and keeps the measured ends', () => {
    const n = MAX_DRAWN * 3 + 7;
    const times = Array.from({ length: n }, (_, i) => Date.UTC(2026, 0, 5) + i * 60_000);
    const values = times.map((_, i) => (i === 1234 ? 9e9 : 1e6 * (1 + (i % 5))));
    const combined = [{ key: 'r', quantity: 'readBytesPerSecond' as const, from: [], timesMs: Float64Array.from(times), values: Float64Array.from(values) }];
    const rows = rowsOf(combined, 'mbps');
    expect(rows.length).toBeLessThanOrEqual(MAX_DRAWN);
    expect(Math.max(...rows.map((r) => r.read ?? 0))).toBe(9000);
    expect(rows[0]!.t).toBe(times[0]);
    expect(rows[rows.length - 1]!.to).toBe(times[n - 1]);
  });
});
