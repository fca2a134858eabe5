import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sources } from '../../catalog/index.ts';
import { planSourceIds, SourcesList } from './SourcesPanel.tsx';
import { planFor, renderWithI18n } from '../../../tests/fixtures/render.tsx';

describe('SourcesList', () => {
  it('lists every source of the plan with a plain link or its file', () => {
    const result = planFor();
    renderWithI18n(<SourcesList result={result} />);
    for (const id of result.sources) expect(planSourceIds(result)).toContain(id);
    for (const id of planSourceIds(result)) {
      const s = sources[id];
      const item = screen.getByText(s.title, { selector: 'strong' }).closest('li')!;
      expect(item.textContent).toContain(s.publisher);
      // Dates in the reader's language: "November 2024" for a month, "September 5, 2026" for a day.
      const long = (iso: string) =>
        new Intl.DateTimeFormat('en', iso.length === 7 ? { year: 'numeric', month: 'long', timeZone: 'UTC' } : { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z`),
        );
      expect(item.textContent).toContain(s.date === null ? 'undated' : long(s.date));
      expect(item.textContent).toContain(long(s.retrieved));
      if (s.url) {
        const link = within(item).getByRole('link', { name: s.url });
        expect(link.getAttribute('href')).toBe(s.url);
        expect(link.getAttribute('rel')).toBe('noreferrer');
      } else if (s.file) {
        expect(item.textContent).toContain(s.file);
      }
    }
  });

  it('says where a source is silent (TLS connections in the 2024 paper)', () => {
    const result = planFor(undefined, { fileStorage: 'fss-2024-11' });
    renderWithI18n(<SourcesList result={result} />);
    const row = screen.getByRole('rowheader', { name: 'HPMT-20: connections with in-transit encryption' }).closest('tr')!;
    expect(row.textContent).toContain('Not published in this source.');
  });

  it('shows each figure’s value, unit, provenance and place', () => {
    const result = planFor();
    renderWithI18n(<SourcesList result={result} />);
    const row = screen.getByRole('rowheader', { name: 'HPMT-20: backend IOPS per mount target' }).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('100,000');
    expect(cells[1]!.textContent).toBe('backend IOPS');
    expect(cells[2]!.querySelector('.provenance')?.getAttribute('data-basis')).toBe('carried');
    expect(cells[3]!.textContent).toContain('Table 1');
  });
});
