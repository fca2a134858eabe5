import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Basis } from '../../engine/index.ts';
import { cite, sources } from '../../catalog/index.ts';
import { Provenance } from './Provenance.tsx';
import { renderWithI18n } from '../../../tests/fixtures/render.tsx';

const labels: Record<Basis, string> = {
  documented: 'documented',
  measured: 'measured',
  sla: 'SLA',
  derived: 'derived',
  extrapolated: 'extrapolated',
  carried: 'carried',
  inferred: 'inferred',
};

describe('Provenance', () => {
  it.each(Object.entries(labels) as [Basis, string][])('shows %s as "%s", a closed disclosure button naming its source', (basis, label) => {
    renderWithI18n(<Provenance cited={cite(1, 'iops', 'fss-2024-11', 'Table 1', basis)} />);
    const badge = screen.getByRole('button', { name: new RegExp(`^${label}`) });
    expect(badge.getAttribute('data-basis')).toBe(basis);
    expect(badge.getAttribute('aria-expanded')).toBe('false');
    expect(badge.textContent).toContain(`${sources['fss-2024-11'].title}, Table 1`);
    expect(screen.queryByTestId('provenance-citation')).toBeNull();
  });

  it('opens the citation (document, section, date, basis, note) and a link to the sources list; Escape closes it', () => {
    renderWithI18n(<Provenance cited={cite(1, 'iops', 'S-MT', 'mount target table', 'carried', 'Taken from the 2024 paper.')} />);
    const badge = screen.getByRole('button', { name: /^carried/ });
    fireEvent.click(badge);
    expect(badge.getAttribute('aria-expanded')).toBe('true');
    const citation = screen.getByTestId('provenance-citation');
    expect(badge.getAttribute('aria-controls')).toBe(citation.id);
    const text = citation.textContent ?? '';
    expect(text).toContain(sources['S-MT'].title);
    expect(text).toContain('Section: mount target table');
    // S-MT shows no date: it says so.
    expect(text).toContain('Date: undated');
    expect(text).toMatch(/Basis: carried: not in this edition/);
    expect(text).toContain('Note: Taken from the 2024 paper.');
    expect(screen.getByRole('link', { name: 'Go to this document in Sources' }).getAttribute('href')).toBe('#source-S-MT');
    fireEvent.keyDown(citation, { key: 'Escape' });
    expect(badge.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(badge);
  });

  it('closes on a press elsewhere, and on a second press', () => {
    renderWithI18n(
      <>
        <Provenance cited={cite(1, 'iops', 'fss-2024-11', 'Table 1', 'documented')} />
        <p>elsewhere</p>
      </>,
    );
    const badge = screen.getByRole('button', { name: /^documented/ });
    fireEvent.click(badge);
    act(() => {
      screen.getByText('elsewhere').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(badge.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(badge);
    fireEvent.click(badge);
    expect(badge.getAttribute('aria-expanded')).toBe('false');
  });
});
