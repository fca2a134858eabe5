import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { View } from '../../store/contract.ts';
import { PinnedTable } from './PinnedPanel.tsx';
import { PricingForm } from './PricingPanel.tsx';
import { ResultsView } from './ResultsView.tsx';
import { SourcesList } from './SourcesPanel.tsx';
import { planFor, renderWithI18n, smallRequirement } from '../../../tests/fixtures/render.tsx';

async function violations(container: HTMLElement): Promise<string[]> {
  // Colour contrast needs real layout and the app's stylesheet, and the label/content check
  // needs a canvas: jsdom has neither. Landmarks (region) belong to the app's layout.
  const rules = { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false }, region: { enabled: false } };
  const r = await axe.run(container, { rules });
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('results panels: no axe violations', () => {
  const result = planFor();
  it.each<View>(['compare', 'file-storage', 'block-volume', 'dense-io'])('%s view', async (view) => {
    const { container } = renderWithI18n(<ResultsView view={view} result={result} requirement={smallRequirement()} />);
    expect(await violations(container)).toEqual([]);
  });

  it('sources, pricing and pinned panels', async () => {
    const scenario = { version: 7 as const, mode: 'recommend' as const, service: 'compare' as const, requirement: smallRequirement() };
    const { container } = renderWithI18n(
      <>
        <SourcesList result={result} />
        <PricingForm pricing={undefined} onChange={vi.fn()} />
        <PinnedTable current={{ scenario, result }} pinned={[{ pinned: { id: 'p', name: 'P', scenario }, result }]} onPin={vi.fn()} onUnpin={vi.fn()} />
      </>,
    );
    expect(await violations(container)).toEqual([]);
  });
});
