import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { planStore } from '../../store/planStore.ts';
import { planDocument, type WorkloadsDoc } from '../../store/workloads.ts';
import { selectWorkloadsPlan } from '../../store/workloadsPlan.ts';
import { i18n } from '../i18n/index.ts';
import { makeFormatters } from '../results/format.ts';
import PlanPanel from './PlanPanel.tsx';
import { billCsv, totalsByService } from './billText.ts';

/** Two small File Storage workloads (they share a mount target) and one on Block Volume. */
function threeWorkloads() {
  const s = () => planStore.getState();
  act(() => {
    s().setField('readMBps', '100 MB/s');
    s().setField('readIops', '2000');
    s().setField('writeIops', '500');
    s().renameWorkload(0, 'Home');
    s().setWorkloadOptions(0, { service: 'file-storage' });
    s().addWorkload('Apps');
    s().setWorkloadOptions(1, { service: 'file-storage' });
    s().setField('readMBps', '50 MB/s');
    s().setField('readIops', '1000');
    s().setField('writeIops', '200');
    s().addWorkload('Database');
    s().setWorkloadOptions(2, { service: 'block-volume' });
  });
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  planStore.reinitialise();
});

describe('PlanPanel', { timeout: 60_000 }, () => {
  it('shows the shared mount targets with the workloads each carries, and the bill with its total', async () => {
    threeWorkloads();
    render(<PlanPanel />);
    const panel = await screen.findByTestId('plan-panel');
    const planned = selectWorkloadsPlan(planDocument(planStore.getState()) as WorkloadsDoc);
    if (!planned.ok) throw new Error(planned.message);
    const bill = planned.result.billOfMaterials;
    const f = makeFormatters('en-US');
    // The shared design, as the engine planned it: each group's row names its workloads.
    const shared = within(panel).getByTestId('shared-mount-targets');
    for (const group of planned.result.fileStorage.mountTargets) expect(shared.textContent).toContain(group.workloads.join(', '));
    expect(planned.result.fileStorage.mountTargets.some((g) => g.workloads.length === 2)).toBe(true);
    // Every workload's answer, the bill's lines and its total as on screen.
    const answers = within(panel).getByRole('table', { name: 'Each workload’s answer' });
    for (const name of ['Home', 'Apps', 'Database']) expect(within(answers).getByRole('rowheader', { name })).toBeTruthy();
    const billTable = within(panel).getByRole('table', { name: 'Bill of materials' });
    expect(within(billTable).getAllByRole('row')).toHaveLength(bill.lines.length + 2);
    expect(screen.getByTestId('bill-total').textContent).toBe(f.usd(bill.totalMonthlyUSD!));
    // The totals by service add up to the bill's total.
    const byService = totalsByService(bill).reduce((sum, s) => sum + (s.monthlyUSD ?? 0), 0);
    expect(byService).toBeCloseTo(bill.totalMonthlyUSD!, 6);
    // The CSV carries the same total.
    const csv = billCsv(i18n.t.bind(i18n) as never, f, bill);
    const total = csv.split('\r\n').find((l) => l.startsWith('Total per month'))!;
    expect(Number(total.split(',')[5])).toBeCloseTo(bill.totalMonthlyUSD!, -1);
  });
});
