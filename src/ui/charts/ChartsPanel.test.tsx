import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { planStore } from '../../store/planStore.ts';
import type { View } from '../../store/contract.ts';
import { i18n } from '../i18n/index.ts';
import ChartsPanel from './ChartsPanel.tsx';
import { curves } from '../../engine/index.ts';
import { makeScenario, planOf } from '../../../tests/fixtures/compareScenario.ts';
import { withJsdomLayout } from '../../../tests/fixtures/jsdomLayout.ts';

withJsdomLayout();

// Mostly 1 MiB reads: the shape of the paper's measurements, which the File Storage chart then shows.
const scenario = makeScenario({ ioSizeKiB: 1024, readMBps: 2000, writeMBps: 100, capacityGB: 10_000 });
const result = planOf(scenario);

beforeEach(() => {
  act(() => planStore.getState().loadScenario(scenario, null));
});

function renderPanel(view: View) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ChartsPanel view={view} />
    </I18nextProvider>,
  );
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Opens the data table of the figure whose title is `title` and returns its first table's body rows. */
function openTable(title: string | RegExp) {
  const figure = screen.getByRole('figure', { name: title });
  fireEvent.click(within(figure).getByRole('button', { name: 'Show data table' }));
  const table = within(figure).getAllByRole('table')[0]!;
  return { figure, table, bodyRows: within(table).getAllByRole('row').slice(1) };
}

describe('ChartsPanel', () => {
  it("compare: draws the three services' limit utilization and the latency chart", () => {
    const { container } = renderPanel('compare');
    expect(screen.getAllByRole('figure')).toHaveLength(4);
    expect(screen.getByRole('figure', { name: 'File Storage: use of each limit' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Block Volume: use of each limit' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Dense I/O (local NVMe): use of each limit' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Latency and concurrency' })).toBeTruthy();
    expect(container.querySelectorAll('svg.recharts-surface').length).toBe(4);
  });

  it('the data table toggle shows one row per builder row, with a caption and header cells', () => {
    renderPanel('compare');
    const data = curves.limitUtilizationCurves(result);
    data.services.forEach((s, i) => {
      const title = ['File Storage', 'Block Volume', 'Dense I/O (local NVMe)'][i]!;
      const { table, bodyRows } = openTable(`${title}: use of each limit`);
      expect(bodyRows).toHaveLength(s.rows.length);
      expect(table.querySelector('caption')?.textContent).toContain(title);
      expect(
        within(table)
          .getAllByRole('columnheader')
          .every((th) => th.getAttribute('scope') === 'col'),
      ).toBe(true);
      expect(
        within(table)
          .getAllByRole('rowheader')
          .every((th) => th.getAttribute('scope') === 'row'),
      ).toBe(true);
    });
    const lat = openTable('Latency and concurrency');
    expect(lat.bodyRows).toHaveLength(curves.latencyCurve(scenario).rows.length);
  });

  it('hides the table again and says so on the button', () => {
    renderPanel('compare');
    const { figure } = openTable('Latency and concurrency');
    const button = within(figure).getByRole('button', { name: 'Hide data table' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(within(figure).queryByRole('table')).toBeNull();
    expect(within(figure).getByRole('button', { name: 'Show data table' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('file-storage: the scaling table has a row per mount-target count, and the measurements beside it', () => {
    renderPanel('file-storage');
    const data = curves.fssScalingCurve(scenario, result);
    if (data.kind !== 'mount-target') throw new Error('expected a mount-target edition');
    const { figure, bodyRows } = openTable('File Storage: delivery by mount-target count');
    expect(bodyRows).toHaveLength(data.rows.length);
    const measured = within(figure).getAllByRole('table')[1]!;
    expect(within(measured).getAllByRole('row').slice(1)).toHaveLength(data.measurements.length);
    expect(screen.getByRole('figure', { name: 'File Storage: use of each limit' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Latency and concurrency' })).toBeTruthy();
  });

  it('block-volume: a row per volume size, a column per level shown', () => {
    renderPanel('block-volume');
    const data = curves.bvScalingCurve(scenario, result)!;
    const { table, bodyRows } = openTable(/^Block Volume: one volume by size/);
    expect(bodyRows).toHaveLength(data.rows.length);
    const shown = within(screen.getByRole('group', { name: /Performance levels shown/ }))
      .getAllByRole('checkbox')
      .filter((c) => (c as HTMLInputElement).checked);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1 + shown.length);
  });

  it('dense-io: a row per read percent', () => {
    renderPanel('dense-io');
    const { bodyRows } = openTable(/^Dense I\/O: IOPS by read share/);
    expect(bodyRows).toHaveLength(curves.dioMixCurve(scenario, result)!.rows.length);
  });

  it("dense-io: the legend draws an extrapolated typical curve's marker hollow, as the plot does", () => {
    renderPanel('dense-io');
    const data = curves.dioMixCurve(scenario, result)!;
    const extrapolated = new Set(data.shapes.filter((s) => data.rows.every((r) => r[s.basisKey] === 'extrapolated')).map((s) => s.id));
    // Show the shapes whose typical curve is extrapolated (some are off by default).
    for (const id of extrapolated) {
      const box = screen.getByRole('checkbox', { name: new RegExp(id.replace(/\./g, '\\.')) }) as HTMLInputElement;
      if (!box.checked) fireEvent.click(box);
    }
    const items = [...document.querySelectorAll('.chart-legend li')].filter((li) => / typical$/.test(li.textContent ?? ''));
    const checked = items.filter((li) => extrapolated.has((li.textContent ?? '').replace(/, typical$/, '')));
    expect(checked.length).toBeGreaterThan(0);
    for (const li of checked) expect(li.querySelector('path')?.getAttribute('fill')).toBe('none');
  });

  it('downloads the table as CSV (a header and one line per row) and the chart as SVG', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs: record the blobs instead.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (b: Blob | MediaSource) => (blobs.push(b as Blob), 'blob:test');
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      renderPanel('compare');
      const figure = screen.getByRole('figure', { name: 'Latency and concurrency' });
      fireEvent.click(within(figure).getByRole('button', { name: 'Download CSV' }));
      expect(click).toHaveBeenCalledTimes(1);
      const text = (await readBlob(blobs[0]!)).replace(/^\uFEFF/, '');
      const lines = text.split('\r\n');
      expect(lines).toHaveLength(1 + curves.latencyCurve(scenario).rows.length);
      expect(lines[0]).toMatch(/^Latency \(ms\),/);

      fireEvent.click(within(figure).getByRole('button', { name: 'Download SVG' }));
      const svg = await readBlob(blobs[1]!);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('Latency and concurrency');
    } finally {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });
});
