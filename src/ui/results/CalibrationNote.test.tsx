/**
 * The fio calibration on screen: the note under the answer, the marks beside the figures it
 * changed, and none of it where the calibration is not used.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { compareServices, type Calibration, type CompareRequirement, type CompareResult } from '../../engine/index.ts';
import { planStore } from '../../store/planStore.ts';
import { defaultScenario } from '../../store/initialState.ts';
import { i18n } from '../i18n/index.ts';
import { makeFormatters } from './format.ts';
import { ResultsView } from './ResultsView.tsx';
import { renderWithI18n } from '../../../tests/fixtures/render.tsx';

const requirement: CompareRequirement = { ioSizeKiB: 8, readIops: 20_000, writeIops: 5_000, capacityGB: 2_000, clients: 4, threadsPerClient: 4, queueDepth: 8 };

/** A calibration of `service`'s planned design, its key read from a plan (a run of another design reports the current one). */
function calibrationOf(service: Calibration['service'], latencyUs: number): Calibration {
  const probe: Calibration = {
    service,
    catalog: '',
    design: '?',
    ioSizeKiB: 8,
    readPercent: 80,
    latencyUs,
    iops: 24_000,
    throughputMBps: 196.6,
    runDate: '2026-11-20',
  };
  const catalog =
    compareServices(requirement).catalogs[
      ({ 'file-storage': 'fileStorage', 'block-volume': 'blockVolume', 'dense-io': 'denseIo', lustre: 'lustre' } as const)[service]
    ];
  const design = compareServices(requirement, {}, undefined, { ...probe, catalog }).calibration!.currentDesign!;
  return { ...probe, catalog, design };
}

const plan = (c: Calibration): CompareResult => compareServices(requirement, {}, undefined, c);
const dated = `(calibrated from your fio run of ${makeFormatters('en').day('2026-11-20')})`;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the calibration under an answer', () => {
  it('File Storage: says what is used and marks the operations in flight and the concurrency limit', () => {
    const result = plan(calibrationOf('file-storage', 2_500));
    expect(result.calibration?.status).toBe('applied');
    renderWithI18n(<ResultsView view="file-storage" result={result} />);
    const note = screen.getByTestId('calibration-note');
    expect(note.dataset.status).toBe('applied');
    expect(note.textContent).toContain('2.5 ms per operation');
    expect(note.textContent).toContain('in place of the model’s 1 ms');
    expect(note.textContent).toContain('clients’ concurrency limit');
    expect(screen.getByTestId('concurrency').textContent).toContain('measured by your fio run');
    const marks = [...document.querySelectorAll('[data-calibrated]')].map((m) => m.getAttribute('data-calibrated'));
    expect(marks).toEqual(expect.arrayContaining(['concurrencyNeeded', 'limit:concurrency']));
    expect(document.querySelector('[data-calibrated="limit:concurrency"]')!.textContent).toContain(dated);
  });

  it('the comparison: the measured latency in the calibrated column only', () => {
    renderWithI18n(<ResultsView view="compare" result={plan(calibrationOf('block-volume', 3_000))} />);
    const cells = document.querySelectorAll('[data-calibrated="latency"]');
    expect(cells).toHaveLength(1);
    expect(cells[0]!.textContent).toContain('measured 3 ms');
  });

  it('another service’s view shows neither the note nor marks', () => {
    renderWithI18n(<ResultsView view="dense-io" result={plan(calibrationOf('file-storage', 2_500))} />);
    expect(screen.queryByTestId('calibration-note')).toBeNull();
    expect(document.querySelector('[data-calibrated]')).toBeNull();
  });

  it('Dense I/O: the latency figure is the measured one', () => {
    renderWithI18n(<ResultsView view="dense-io" result={plan(calibrationOf('dense-io', 450))} />);
    expect(document.querySelector('[data-calibrated="latency"]')!.closest('div, dd, li, tr')!.textContent).toContain('450');
  });

  it('not used: says why, with no mark on any figure', () => {
    const c = { ...calibrationOf('file-storage', 2_500), design: 'hpmt-80x9' };
    renderWithI18n(<ResultsView view="file-storage" result={plan(c)} />);
    const note = screen.getByTestId('calibration-note');
    expect(note.dataset.status).toBe('other-design');
    expect(note.textContent).toContain('hpmt-80x9');
    expect(document.querySelector('[data-calibrated]')).toBeNull();
  });

  it('in Japanese', async () => {
    await act(() => i18n.changeLanguage('ja'));
    renderWithI18n(<ResultsView view="file-storage" result={plan(calibrationOf('file-storage', 2_500))} />);
    expect(screen.getByTestId('calibration-note').textContent).toContain('キャリブレーション済み');
  });

  it('"Drop the calibration" takes it out of the scenario', () => {
    const c = calibrationOf('file-storage', 2_500);
    planStore.getState().loadScenario({ ...defaultScenario(), calibration: c });
    renderWithI18n(<ResultsView view="file-storage" result={plan(c)} />);
    act(() => screen.getByRole('button', { name: 'Drop the calibration' }).click());
    expect(planStore.getState().scenario.calibration).toBeUndefined();
  });
});
