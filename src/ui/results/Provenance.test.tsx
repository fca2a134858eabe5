import { screen } from '@testing-library/react';
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
  it.each(Object.entries(labels) as [Basis, string][])('shows %s as "%s" with the source title and place as tooltip', (basis, label) => {
    renderWithI18n(<Provenance cited={cite(1, 'iops', 'fss-2024-11', 'Table 1', basis)} />);
    const badge = screen.getByText(label, { selector: '.provenance' });
    expect(badge.getAttribute('data-basis')).toBe(basis);
    expect(badge.getAttribute('title')).toBe(`${sources['fss-2024-11'].title}, Table 1`);
  });
});
