import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CompareScenario } from '../../engine/index.ts';
import { PinnedTable } from './PinnedPanel.tsx';
import { planFor, renderWithI18n, smallRequirement } from '../../../tests/fixtures/render.tsx';

function scenario(requirement = smallRequirement()): CompareScenario {
  return { version: 7, mode: 'recommend', service: 'compare', requirement };
}

describe('PinnedTable', () => {
  const current = { scenario: scenario(), result: planFor() };
  const bigger = smallRequirement({ readMBps: 2000 });
  const pinned = [{ pinned: { id: 'pin-1', name: 'Before', scenario: scenario(bigger) }, result: planFor(bigger) }];

  it('compares the current scenario with pinned ones, design and cost per service', () => {
    renderWithI18n(<PinnedTable current={current} pinned={pinned} onPin={vi.fn()} onUnpin={vi.fn()} />);
    const table = screen.getByRole('table', { name: /Pinned scenarios/ });
    const before = within(table).getByRole('rowheader', { name: 'Before' }).closest('tr')!;
    expect(before.textContent).toContain('read 2,000 MB/s');
    expect(before.textContent).toContain(pinned[0]!.result.denseIo.design.shape);
    // All four services, File Storage with Lustre among them, with its design in TiB.
    expect(within(table).getByRole('columnheader', { name: /File Storage with Lustre design/ })).toBeTruthy();
    expect(before.textContent).toMatch(/TiB/);
    expect(within(table).getByRole('rowheader', { name: 'Current' })).toBeTruthy();
  });

  it('pins under the typed name and unpins by id', () => {
    const onPin = vi.fn();
    const onUnpin = vi.fn();
    renderWithI18n(<PinnedTable current={current} pinned={pinned} onPin={onPin} onUnpin={onUnpin} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Plan B ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pin this scenario' }));
    expect(onPin).toHaveBeenCalledWith('Plan B');
    fireEvent.click(screen.getByRole('button', { name: 'Unpin Before' }));
    expect(onUnpin).toHaveBeenCalledWith('pin-1');
  });
});
