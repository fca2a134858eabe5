import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BvEditionId, CompareResult, ServiceId } from '../../engine/index.ts';
import { bvEditions, mountTargetLabels, sources } from '../../catalog/index.ts';
import { i18n } from '../i18n/index.ts';
import { bottleneckLift, bottleneckSentence, reasonText, warningText } from './engineText.ts';
import type { Translate } from '../i18n/useT.ts';
import { reportSourceIds } from './reportSources.ts';
import { sortWarnings } from './WarningsList.tsx';
import { makeFormatters } from './format.ts';
import { ResultsView } from './ResultsView.tsx';
import { printRequestedAt } from '../layout/printing.ts';
import { planFor, renderWithI18n, smallRequirement } from '../../../tests/fixtures/render.tsx';

const en = (n: number) => n.toLocaleString('en-US');
/** An ISO day as the English panels say it ("January 5, 2026"). */
const day = (iso: string) => makeFormatters('en').day(iso);
const enT = i18n.getFixedT('en') as unknown as Translate;
const enF = makeFormatters('en');

/** Asks the page to print, as the browser does before laying it out for paper. */
function print(): void {
  act(() => {
    window.dispatchEvent(new Event('beforeprint'));
  });
}
afterEach(() => {
  act(() => {
    window.dispatchEvent(new Event('afterprint'));
  });
});

/** The design in words, computed from the result independently of the component. */
function expectedDesign(result: CompareResult, service: ServiceId): string {
  if (service === 'file-storage') {
    const d = result.fileStorage.design;
    if ('model' in d) return `${en(d.capacityGB)} GB file system (2019 capacity-scaled model)`;
    return `${d.mountTargets} × ${mountTargetLabels[d.mountTargetType]} mount target${d.mountTargets === 1 ? '' : 's'}`;
  }
  if (service === 'block-volume') {
    const d = result.blockVolume.design;
    const name = bvEditions[result.blockVolume.catalog as BvEditionId].levels.find((l) => l.id === d.performanceLevel)!.name.replace(/ \(\d+ VPUs\/GB\)$/, '');
    return `${d.volumes} × ${en(d.volumeSizeGB)} GB ${name} volume${d.volumes === 1 ? '' : 's'} (${d.vpusPerGB} VPUs/GB)`;
  }
  return `${result.denseIo.design.shape}, RAID ${result.denseIo.design.raid}`;
}

describe('ResultsView: the recommended design', () => {
  it('compare view shows the cheapest fitting service’s design', () => {
    const result = planFor();
    expect(result.cheapest).not.toBeNull();
    renderWithI18n(<ResultsView view="compare" result={result} />);
    expect(screen.getByTestId('recommended-design').textContent).toBe(expectedDesign(result, result.cheapest!));
    const table = screen.getByRole('table', { name: /same requirement/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining([expect.stringContaining('File Storage'), expect.stringContaining('Block Volume'), expect.stringContaining('Dense I/O')]));
    expect(within(table).getByText(/cheapest that fits/, { selector: 'th span' })).toBeTruthy();
  });

  it('compare view says so when no service fits', () => {
    const result: CompareResult = { ...planFor(), cheapest: null };
    renderWithI18n(<ResultsView view="compare" result={result} />);
    expect(screen.getByTestId('recommended-design').textContent).toBe('None of the services carries this requirement as asked.');
    expect(screen.queryByText(/cheapest that fits/)).toBeNull();
  });

  it('compare view: a service that does not fit says why', () => {
    const requirement = smallRequirement({ sharedAccess: true, clients: 4 });
    const result = planFor(requirement);
    renderWithI18n(<ResultsView view="compare" result={result} requirement={requirement} />);
    const row = screen.getByRole('rowheader', { name: 'Why not' }).closest('tr')!;
    const bv = result.entries.find((e) => e.service === 'block-volume')!;
    expect(bv.fits).toBe(false);
    expect(bv.why).toContainEqual({ code: 'not-shared', params: { clients: 4 } });
    expect(row.textContent).toContain('not shared: 4 clients need the same data');
    const fits = screen.getByRole('rowheader', { name: 'Fits' }).closest('tr')!;
    const cells = within(fits).getAllByRole('cell');
    // One verdict per service: the same in the table as in the service's own view.
    expect(cells.map((c) => c.querySelector('[data-verdict]')?.getAttribute('data-verdict'))).toEqual(result.entries.map((e) => e.verdict));
    expect(cells[1]!.textContent).toMatch(/^✗ Does not carry the requirement/);
  });

  it('one verdict everywhere: shared access needed gives Block Volume ✗ in its own view too, with the reason', () => {
    const requirement = smallRequirement({ sharedAccess: true, clients: 4 });
    const result = planFor(requirement);
    renderWithI18n(<ResultsView view="block-volume" result={result} requirement={requirement} />);
    const verdict = screen.getByTestId('verdict');
    expect(verdict.getAttribute('data-verdict')).toBe('does-not');
    expect(verdict.textContent).toContain('not shared');
  });

  it('File Storage view: count and type, singular for one mount target', () => {
    const result = planFor();
    renderWithI18n(<ResultsView view="file-storage" result={result} />);
    const text = screen.getByTestId('recommended-design').textContent;
    expect(text).toBe(expectedDesign(result, 'file-storage'));
    expect(text).toMatch(/^\d+ × (Standard|HPMT-\d+) mount targets?$/);
  });

  it('File Storage view: plural for several mount targets', () => {
    const result = planFor(smallRequirement({ readMBps: 200, writeMBps: 0, ioSizeKiB: 1024, mountTargetType: 'standard' }));
    const d = result.fileStorage.design;
    expect('mountTargets' in d && d.mountTargets).toBeGreaterThan(1);
    renderWithI18n(<ResultsView view="file-storage" result={result} />);
    expect(screen.getByTestId('recommended-design').textContent).toBe(expectedDesign(result, 'file-storage'));
    expect(screen.getByTestId('recommended-design').textContent).toMatch(/mount targets$/);
  });

  it('Block Volume view: volumes × size, level and VPUs', () => {
    const result = planFor();
    renderWithI18n(<ResultsView view="block-volume" result={result} />);
    expect(screen.getByTestId('recommended-design').textContent).toBe(expectedDesign(result, 'block-volume'));
  });

  it('Dense I/O view: shape and RAID level', () => {
    const result = planFor(smallRequirement({ raid: '10' }));
    renderWithI18n(<ResultsView view="dense-io" result={result} />);
    expect(screen.getByTestId('recommended-design').textContent).toBe(expectedDesign(result, 'dense-io'));
    expect(screen.getByTestId('recommended-design').textContent).toMatch(/, RAID 10$/);
  });

  it('the 2019 capacity-scaled edition shows the stored capacity', () => {
    const result = planFor(smallRequirement(), { fileStorage: 'fss-2019-10' });
    renderWithI18n(<ResultsView view="file-storage" result={result} />);
    expect(screen.getByTestId('recommended-design').textContent).toBe(expectedDesign(result, 'file-storage'));
  });
});

describe('ResultsView: a service’s full answer', () => {
  it('shows the binding limit, the reason, the alternatives and the price date', () => {
    const result = planFor();
    const fss = result.fileStorage;
    renderWithI18n(<ResultsView view="file-storage" result={result} />);
    const sentence = bottleneckSentence(enT, enF, fss.evaluation.explanation);
    const reason = reasonText(enT, enF, fss.reason);
    // English words, not keys, and the figures filled in.
    expect(sentence).toMatch(/mount target|clients|concurrency|file system/);
    expect(`${sentence} ${reason}`).not.toMatch(/{{|results\.engine/);
    expect(screen.getByText(sentence)).toBeTruthy();
    expect(screen.getByText(bottleneckLift(enT, fss.evaluation.explanation), { exact: false })).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    const alternatives = screen.getByRole('table', { name: /Each mount-target type/ });
    expect(within(alternatives).getAllByRole('row')).toHaveLength(1 + ('alternatives' in fss ? fss.alternatives.length : 0));
    expect(document.querySelector('.cost-breakdown')?.textContent).toContain(`List prices as of ${day(fss.cost.priceDate)}`);
  });

  it('cost breakdown shows the discount and marks the user’s own prices', () => {
    const result = planFor(smallRequirement(), {}, { discountPercent: 10, overrides: { fssStorageGBMonth: 0.2 } });
    renderWithI18n(<ResultsView view="file-storage" result={result} />);
    const table = screen.getByRole('table', { name: 'Monthly cost, line by line' });
    expect(within(table).getByRole('rowheader', { name: 'Discount (10%)' })).toBeTruthy();
    const storage = within(table).getByRole('rowheader', { name: 'File Storage capacity' }).closest('tr')!;
    expect(storage.textContent).toContain('$0.20 per GB-month');
    expect(storage.textContent).toContain('(your price)');
    const total = within(table).getByRole('rowheader', { name: 'Monthly cost after discount' }).closest('tr')!;
    expect(total.textContent).toContain(`$${result.fileStorage.cost.monthlyUSD.toLocaleString('en-US', { maximumFractionDigits: 0 })}`);
  });

  it('lists warnings critical first, each with its severity in words', () => {
    const result = planFor(smallRequirement({ readIops: 50_000_000, capacityGB: 500_000 }));
    const warnings = result.denseIo.warnings;
    expect(warnings.some((w) => w.severity === 'critical')).toBe(true);
    renderWithI18n(<ResultsView view="dense-io" result={result} />);
    const items = screen.getByRole('heading', { name: 'Warnings' }).parentElement!.querySelectorAll('li.warning');
    expect(items).toHaveLength(warnings.length);
    const order = { critical: 0, warning: 1, info: 2 } as const;
    const severities = [...items].map((li) => li.getAttribute('data-severity') as keyof typeof order);
    expect(severities).toEqual([...severities].sort((a, b) => order[a] - order[b]));
    const words = { critical: 'Critical', warning: 'Warning', info: 'Info' } as const;
    items.forEach((li, i) => expect(li.querySelector('.warning-severity')?.textContent).toContain(words[severities[i]!]));
    const critical = warnings.find((w) => w.severity === 'critical')!;
    expect(items[0]!.textContent).toContain(warningText(enT, enF, critical));
    expect(items[0]!.textContent).toMatch(/No single Dense I\/O shape carries/);
  });

  it('marks provenance of catalog figures with their basis and source', () => {
    const result = planFor();
    renderWithI18n(<ResultsView view="file-storage" result={result} />);
    const badges = [...document.querySelectorAll<HTMLElement>('.provenance')];
    expect(badges.length).toBeGreaterThan(0);
    for (const b of badges) {
      const basis = b.dataset.basis!;
      expect(b.textContent!.startsWith(basis === 'sla' ? 'SLA' : basis)).toBe(true);
      // A button that opens its citation; its name carries the source.
      expect(b.tagName).toBe('BUTTON');
      expect(b.getAttribute('aria-expanded')).toBe('false');
      expect(b.querySelector('.visually-hidden')!.textContent!.length).toBeGreaterThan(0);
    }
    // The current edition carries backend IOPS from the 2024 paper's Table 1.
    const carried = badges.find((b) => b.dataset.basis === 'carried');
    expect(carried?.textContent).toMatch(/Version 3\.0, Table 1/);
  });

  it('has a print-only header and footer with the price date and units, made when the page prints', () => {
    const result = planFor();
    renderWithI18n(<ResultsView view="compare" result={result} requirement={smallRequirement()} printedAt={new Date(Date.UTC(2026, 0, 5, 12))} />);
    // On screen they are not built at all: nothing to do for them on a keystroke.
    expect(screen.queryByTestId('report-header')).toBeNull();
    expect(screen.queryByTestId('report-footer')).toBeNull();
    print();
    const header = screen.getByTestId('report-header');
    const footer = screen.getByTestId('report-footer');
    expect(header.className).toContain('print-only');
    expect(footer.className).toContain('print-only');
    expect(header.textContent).toContain('2026');
    expect(footer.textContent).toContain(day(result.fileStorage.cost.priceDate));
    expect(footer.textContent).toContain('730 hours');
    expect(footer.textContent).toContain('4 client instances');
  });
});

describe('ResultsView: the printed report exists while the page prints', () => {
  it('dates the report when printing is asked for, and takes it away after', () => {
    const result = planFor();
    renderWithI18n(<ResultsView view="file-storage" result={result} requirement={smallRequirement()} />);
    const asked = Date.now();
    print();
    expect(printRequestedAt().getTime()).toBeGreaterThanOrEqual(asked);
    expect(screen.getByTestId('report-header').textContent).toContain(enF.date(printRequestedAt()));
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByTestId('report-header')).toBeNull();
    expect(screen.queryByTestId('report-footer')).toBeNull();
  });
});

describe('ResultsView: the printed report cites by number', () => {
  it('lists the view’s sources in the footer and points the warnings at them', () => {
    const result = planFor();
    renderWithI18n(<ResultsView view="file-storage" result={result} requirement={smallRequirement()} />);
    print();
    const items = [...screen.getByTestId('report-footer').querySelectorAll('ol.report-sources > li')];
    const ids = reportSourceIds(result, 'file-storage');
    expect(items).toHaveLength(ids.length);
    // Only what File Storage's printed plan rests on: each limit's source, the price book, and the
    // printed (not info) warnings' sources; nothing of the other services'.
    const fs = result.fileStorage;
    for (const l of fs.loads) expect(ids).toContain(l.source);
    expect(ids).toContain('S-PRICE');
    for (const w of fs.warnings.filter((x) => x.severity !== 'info')) for (const id of w.sources) expect(ids).toContain(id);
    for (const id of ids) expect([...fs.sources, ...fs.loads.map((l) => l.source), ...fs.warnings.flatMap((w) => w.sources)]).toContain(id);
    ids.forEach((id, i) => expect(items[i]!.textContent).toContain(sources[id].title));
    // Each warning's printed reference numbers are its sources' places in that list.
    const warnings = [...document.querySelectorAll('.warnings-list > li')];
    expect(warnings.length).toBeGreaterThan(0);
    const sorted = sortWarnings(result.fileStorage.warnings);
    warnings.forEach((li, i) => {
      const expected = sorted[i]!.sources.filter((id) => ids.includes(id)).map((id) => ids.indexOf(id) + 1);
      const refs = li.querySelector('.source-refs')?.textContent ?? '';
      expect(refs.match(/\d+/g)?.map(Number) ?? []).toEqual(expected);
    });
  });

  it('numbers the whole plan’s sources on the compare view', () => {
    const result = planFor();
    renderWithI18n(<ResultsView view="compare" result={result} requirement={smallRequirement()} />);
    print();
    const items = screen.getByTestId('report-footer').querySelectorAll('ol.report-sources > li');
    for (const p of [result.fileStorage, result.blockVolume, result.denseIo, result.lustre])
      for (const l of p.loads) expect(reportSourceIds(result, 'compare')).toContain(l.source);
    expect(items).toHaveLength(reportSourceIds(result, 'compare').length);
  });
});
