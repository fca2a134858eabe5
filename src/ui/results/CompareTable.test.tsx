import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CompareRequirement } from '../../engine/index.ts';
import { CompareView } from './ResultsView.tsx';
import { planFor, renderWithI18n } from '../../../tests/fixtures/render.tsx';
import { i18n } from '../i18n/index.ts';

/** The database example: two 16-OCPU E5 clients. */
const oltp: CompareRequirement = {
  ioSizeKiB: 8,
  readIops: 20_000,
  writeIops: 5_000,
  capacityGB: 2_000,
  clients: 2,
  clientShape: 'VM.Standard.E5.Flex',
  clientOcpus: 16,
};

const cellsOf = (row: string) => within(document.querySelector(`tr[data-row="${row}"]`) as HTMLElement).getAllByRole('cell');

describe('CompareView: the whole bill', () => {
  it('shows each service’s price, client instances and whole bill, from the engine', async () => {
    await i18n.changeLanguage('en');
    const result = planFor(oltp);
    renderWithI18n(<CompareView result={result} />);
    const storage = cellsOf('storage');
    const compute = cellsOf('compute');
    const whole = cellsOf('whole');
    result.entries.forEach((e, i) => {
      expect(storage[i]!.textContent).toContain(`$${e.monthlyUSD!.toLocaleString('en-US', { maximumFractionDigits: 0 })}`);
      expect(compute[i]!.textContent).toContain(`$${e.bill.computeMonthlyUSD.toLocaleString('en-US', { maximumFractionDigits: 0 })}`);
      expect(whole[i]!.textContent).toContain(`$${e.bill.wholeMonthlyUSD!.toLocaleString('en-US', { maximumFractionDigits: 0 })}`);
    });
    // Dense I/O: the hosts are the instances; the others add the two clients (memory not entered).
    const dio = result.entries.findIndex((e) => e.service === 'dense-io');
    expect(compute[dio]!.textContent).toContain('the application runs on the Dense I/O hosts');
    expect(compute[0]!.textContent).toContain('2 × VM.Standard.E5.Flex, 16 OCPUs each');
    expect(whole[0]!.textContent).toContain('incomplete');
    // An incomplete bill is never the cheapest: with the clients' memory left out, Block Volume's
    // known part is below the Dense I/O hosts, so no cheapest is named and the headline says why.
    expect(result.basis).toBe('whole');
    expect(result.cheapest).toBeNull();
    expect(whole[dio]!.textContent).not.toContain('cheapest that fits');
    expect(screen.getByTestId('compare-headline').textContent).toBe('No cheapest can be named: a bill is incomplete');
    expect(screen.getByTestId('missing-prices').textContent).toContain('enter Memory per client');
    expect(screen.getByTestId('cheapest-basis').textContent).toMatch(/^Chosen on the whole bill.*The default/);
  });

  it('names the trade-offs for all four services, with a source or “not stated”', () => {
    renderWithI18n(<CompareView result={planFor(oltp)} />);
    for (const name of ['Durability', 'Protocol', 'Client software', 'Latency', 'Shared by several clients']) {
      const row = screen.getByRole('rowheader', { name }).closest('tr')!;
      const cells = within(row).getAllByRole('cell');
      expect(cells).toHaveLength(4);
      for (const c of cells) expect(c.textContent!.trim()).not.toBe('');
    }
    const durability = within(screen.getByRole('rowheader', { name: 'Durability' }).closest('tr')!).getAllByRole('cell');
    expect(durability[1]!.querySelector('[data-basis="documented"]')!.textContent).toContain('Overview of Block Volume');
    expect(durability[3]!.textContent).toContain('Not stated in the stored sources');
  });

  it('the toggle sets the basis; with storage chosen, the tag moves to the storage row', () => {
    const onBasis = vi.fn();
    const { unmount } = renderWithI18n(<CompareView result={planFor(oltp)} onBillBasis={onBasis} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Storage prices' }));
    expect(onBasis).toHaveBeenCalledWith('storage');
    unmount();
    const result = planFor({ ...oltp, billBasis: 'storage' });
    renderWithI18n(<CompareView result={result} />);
    const bv = result.entries.findIndex((e) => e.service === 'block-volume');
    expect(result.cheapest).toBe('block-volume');
    expect(cellsOf('storage')[bv]!.textContent).toContain('cheapest that fits');
    expect(screen.getByTestId('cheapest-basis').textContent).toMatch(/^Chosen on the services’ own prices.*You chose this basis/);
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
