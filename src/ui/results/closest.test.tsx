/**
 * "Recommended" only beside a design that carries its requirement (issue 20): a design that
 * does not is the closest, said so, with what would make it fit, in every service view.
 */
import { cleanup, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceId } from '../../engine/index.ts';
import { compareRequirementArb } from '../../../tests/fixtures/factories.ts';
import { planFor, renderWithI18n } from '../../../tests/fixtures/render.tsx';
import { databaseHost } from '../../../tests/fixtures/requirements.ts';
import { ResultsView } from './ResultsView.tsx';

const VIEWS: readonly ServiceId[] = ['file-storage', 'block-volume', 'dense-io', 'lustre'];
const RECOMMENDED = 'Recommended design';
const CLOSEST = 'No design carries this requirement. Closest design';

afterEach(cleanup);

describe('the design label', () => {
  it('one database host on File Storage: the closest design, never "recommended", and the clients that would carry it', () => {
    const result = planFor(databaseHost);
    renderWithI18n(<ResultsView view="file-storage" result={result} />);
    expect(screen.getByTestId('design-label').textContent).toBe(CLOSEST);
    expect(screen.queryByText(RECOMMENDED)).toBeNull();
    expect(screen.getByTestId('verdict').getAttribute('data-verdict')).toBe('does-not');
    const more = result.fileStorage.remedies.find((r) => r.code === 'more-clients');
    expect(more).toBeDefined();
    expect(within(screen.getByTestId('remedies')).getByText(new RegExp(`${String(more!.params.clients)} would carry it`))).toBeTruthy();
    // The alternatives table tags the chosen row as the closest, not the recommended one.
    expect(screen.queryByText('(recommended)')).toBeNull();
    expect(screen.getAllByText('(closest; does not carry)').length).toBeGreaterThan(0);
  });

  it('over generated workloads, every view: "recommended" exactly when the verdict is not "does not carry"', () => {
    fc.assert(
      fc.property(compareRequirementArb({ maxRate: 100_000 }), fc.constantFrom(...VIEWS), (requirement, view) => {
        const result = planFor(requirement);
        const { unmount } = renderWithI18n(<ResultsView view={view} result={result} />);
        try {
          const label = screen.getByTestId('design-label').textContent;
          const verdict = screen.getByTestId('verdict').getAttribute('data-verdict');
          expect(label).toBe(verdict === 'does-not' ? CLOSEST : RECOMMENDED);
          if (verdict !== 'does-not') expect(screen.queryByTestId('remedies')).toBeNull();
        } finally {
          unmount();
        }
      }),
      { numRuns: 24 },
    );
  });
});
