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
    // Dense I/O: the hosts are the instances; the others add the two clients, at OCI's default memory (not entered).
    const dio = result.entries.findIndex((e) => e.service === 'dense-io');
    expect(compute[dio]!.textContent).toContain('the application runs on the Dense I/O hosts');
    expect(compute[0]!.textContent).toContain('2 × VM.Standard.E5.Flex, 16 OCPUs each');
    expect(compute[0]!.textContent).toContain(
      'memory per client assumed: 192 GB, OCI’s default for VM.Standard.E5.Flex (12 GB per OCPU); enter Memory per client to change it',
    );
    expect(whole[0]!.textContent).not.toContain('incomplete');
    // Every bill is complete from the first keystroke: a cheapest is named on the whole bill.
    expect(result.basis).toBe('whole');
    expect(result.cheapest).not.toBeNull();
    expect(screen.getByTestId('compare-headline').textContent).toBe(`Cheapest service that fits: ${i18n.t(`results.service.${result.cheapest}`)}`);
    expect(screen.getByTestId('cheapest-basis').textContent).toMatch(/^Chosen on the whole bill.*The default/);
  });

  it('a whole bill lacking a price: the headline names the services that carry it and ranks on storage alone meanwhile, never “none carries”', async () => {
    await i18n.changeLanguage('en');
    const result = planFor({ ...oltp, clientShape: 'BM.Standard.E4.128', clientOcpus: undefined } as CompareRequirement);
    renderWithI18n(<CompareView result={result} />);
    expect(result.cheapest).toBeNull();
    const headline = screen.getByTestId('compare-headline').textContent!;
    for (const e of result.entries.filter((x) => x.fits)) expect(headline).toContain(i18n.t(`results.service.${e.service}`));
    expect(headline).toContain(`cheapest on storage alone meanwhile: ${i18n.t(`results.service.${result.provisional!.service}`)}`);
    expect(screen.getByTestId('recommended-design').textContent).not.toBe('None of the services carries this requirement as asked.');
    expect(screen.getByTestId('missing-prices').textContent).toContain('instance:BM.Standard.E4.128');
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
