import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { planStore } from '../../store/planStore.ts';
import { selectPlan } from '../../store/selectors.ts';
import PinnedPanel from './PinnedPanel.tsx';
import PricingPanel from './PricingPanel.tsx';
import ResultsPanel from './ResultsPanel.tsx';
import SourcesPanel from './SourcesPanel.tsx';
import { renderWithI18n } from '../../../tests/fixtures/render.tsx';

describe('connected panels read and write the app store', () => {
  afterEach(() => {
    act(() => planStore.reinitialise({ storage: null, hash: '' }));
  });

  it('ResultsPanel shows the store’s plan', () => {
    renderWithI18n(<ResultsPanel view="dense-io" />);
    const { design, instances } = selectPlan(planStore.getState().scenario).denseIo;
    // The default example's two clients: as many Dense I/O hosts on the whole bill.
    expect(instances).toBe(2);
    expect(screen.getByTestId('recommended-design').textContent).toBe(`${instances} × ${design.shape}, RAID ${design.raid}`);
  });

  it('PricingPanel applies a valid discount to the scenario and keeps a bad one out', () => {
    renderWithI18n(
      <>
        <PricingPanel />
        <SourcesPanel />
      </>,
    );
    const discount = screen.getByLabelText('Discount (%)');
    fireEvent.change(discount, { target: { value: '20' } });
    expect(planStore.getState().scenario.pricing?.discountPercent).toBe(20);
    fireEvent.change(discount, { target: { value: '-1' } });
    expect(planStore.getState().scenario.pricing?.discountPercent).toBe(20);
    expect(screen.getByRole('alert').textContent).toBe('Enter zero or more.');
  });

  it('PinnedPanel pins and unpins', () => {
    renderWithI18n(<PinnedPanel />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Baseline' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pin this scenario' }));
    expect(planStore.getState().pinned.map((p) => p.name)).toEqual(['Baseline']);
    fireEvent.click(screen.getByRole('button', { name: 'Unpin Baseline' }));
    expect(planStore.getState().pinned).toEqual([]);
  });
});
