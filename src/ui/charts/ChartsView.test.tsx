import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Catalogs, CompareRequirement } from '../../engine/index.ts';
import type { View } from '../../store/contract.ts';
import { i18n } from '../i18n/index.ts';
import { ChartsView } from './ChartsView.tsx';
import { makeScenario, planOf } from '../../../tests/fixtures/compareScenario.ts';
import { withJsdomLayout } from '../../../tests/fixtures/jsdomLayout.ts';

const errors = vi.spyOn(console, 'error');
withJsdomLayout();
afterEach(() => {
  expect(errors).not.toHaveBeenCalled();
});
afterAll(() => {
  errors.mockRestore();
});

function renderView(view: View, requirement: Partial<CompareRequirement>, catalogs?: Catalogs) {
  const scenario = makeScenario(requirement, catalogs);
  return render(
    <I18nextProvider i18n={i18n}>
      <ChartsView view={view} scenario={scenario} result={planOf(scenario)} />
    </I18nextProvider>,
  );
}

const views: readonly View[] = ['compare', 'file-storage', 'block-volume', 'dense-io', 'lustre'];
const cases: readonly [string, Partial<CompareRequirement>, Catalogs | undefined][] = [
  ['an empty requirement', { readMBps: 0, writeMBps: 0, capacityGB: 0 }, undefined],
  ['a very large requirement', { readMBps: 400_000, writeMBps: 100_000, capacityGB: 2_000_000 }, undefined],
  ['small random I/O with RAID 10', { ioSizeKiB: 4, readIops: 200_000, writeIops: 50_000, readMBps: 0, writeMBps: 0, raid: '10' }, undefined],
  ['the oldest editions', { maxLatencyMs: 2 }, { fileStorage: 'fss-2019-10', blockVolume: 'bv-seed', denseIo: 'dio-2019-10' }],
  ['fss-2023-08', {}, { fileStorage: 'fss-2023-08' }],
];

describe('ChartsView', () => {
  for (const [name, requirement, catalogs] of cases) {
    it(`draws every view for ${name}`, () => {
      for (const view of views) {
        const { container, unmount } = renderView(view, requirement, catalogs);
        const figures = screen.getAllByRole('figure');
        expect(figures.length).toBe(view === 'compare' ? 4 : view === 'file-storage' ? 3 : 2);
        expect(container.querySelectorAll('svg.recharts-surface')).toHaveLength(figures.length);
        for (const f of figures) expect(f.querySelector('figcaption')).toBeTruthy();
        unmount();
      }
    });
  }

  it('shows the capacity-scaled chart for the 2019 File Storage edition', () => {
    renderView('file-storage', {}, { fileStorage: 'fss-2019-10' });
    expect(screen.getByRole('figure', { name: 'File Storage (2019 model): throughput by data stored' })).toBeTruthy();
  });

  it.each<View>(views)('%s view: no axe violations, with the data tables open', async (view) => {
    const { container } = renderView(view, {});
    for (const figure of screen.getAllByRole('figure')) fireEvent.click(within(figure).getByRole('button', { name: 'Show data table' }));
    // Colour contrast needs real layout (jsdom has none); landmarks belong to the app's layout.
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('block-volume: a new recommended level redraws the chart in place, keeping the metric and showing the new level', () => {
    const view = (requirement: Partial<CompareRequirement>) => {
      const scenario = makeScenario(requirement);
      return (
        <I18nextProvider i18n={i18n}>
          <ChartsView view="block-volume" scenario={scenario} result={planOf(scenario)} />
        </I18nextProvider>
      );
    };
    // Lower Cost is recommended for 400 MB/s, Balanced for 4,000 MB/s.
    const { container, rerender } = render(view({ readMBps: 400 }));
    const figure = container.querySelector('figure')!;
    const svg = figure.querySelector('svg.recharts-surface');
    fireEvent.click(within(figure as HTMLElement).getByRole('radio', { name: 'Throughput (MB/s)' }));
    const balanced = () => within(figure as HTMLElement).getByRole('checkbox', { name: 'Balanced' }) as HTMLInputElement;
    fireEvent.click(balanced());
    expect(balanced().checked).toBe(false);
    rerender(view({ readMBps: 4000 }));
    expect(container.querySelector('figure svg.recharts-surface')).toBe(svg);
    expect((within(figure as HTMLElement).getByRole('radio', { name: 'Throughput (MB/s)' }) as HTMLInputElement).checked).toBe(true);
    expect(balanced().checked).toBe(true);
  });

  it("names the Block Volume levels in the reader's language", async () => {
    await i18n.changeLanguage('ja');
    try {
      const { container } = renderView('block-volume', {});
      const figure = container.querySelector('figure')!;
      fireEvent.click(within(figure as HTMLElement).getByRole('button', { name: 'データ表を表示' }));
      const legend = figure.querySelector('.chart-legend')!.textContent!;
      expect(legend).toContain('バランス');
      expect(legend).not.toContain('Balanced');
      const headers = [...figure.querySelectorAll('table th')].map((th) => th.textContent).join('|');
      expect(headers).toContain('バランス');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
