import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { CompareRequirement } from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';
import { LustreResult } from './LustreResult.tsx';
import { ResultsView } from './ResultsView.tsx';
import { planFor, renderWithI18n, smallRequirement } from '../../../tests/fixtures/render.tsx';

/** The "AI/ML training reads" example: throughput sets the capacity at the lowest tier. */
const aiTraining: CompareRequirement = {
  ioSizeKiB: 1024,
  readMBps: 20_000,
  writeMBps: 500,
  capacityGB: 200_000,
  clients: 32,
  clientShape: 'VM.Standard.E5.Flex',
  clientOcpus: 64,
  sharedAccess: true,
};

const entryOf = (result: ReturnType<typeof planFor>) => result.entries.find((e) => e.service === 'lustre')!;

describe('LustreResult', () => {
  it('shows the tier and capacity, the verdict, the cost and why, from the engine', () => {
    const result = planFor(aiTraining);
    const rec = result.lustre;
    renderWithI18n(<LustreResult rec={rec} entry={entryOf(result)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'File Storage with Lustre' })).toBeTruthy();
    expect(screen.getByTestId('recommended-design').textContent).toBe('208 TiB (228,698 GB) at 125 MB/s per TB');
    expect(screen.getByTestId('verdict').getAttribute('data-verdict')).toBe(entryOf(result).verdict);
    expect(screen.getByText(/a month$/, { selector: '.design-cost' }).textContent).toBe(`$${Math.round(rec.cost.monthlyUSD).toLocaleString('en-US')} a month`);
    const why = screen.getByTestId('lustre-reason').textContent!;
    expect(rec.reason.code).toBe('throughput-sets-capacity');
    expect(why).toMatch(/^The throughput sets the capacity: 20,500 MB\/s at 80% utilization needs 208 TiB/);
    expect(why).toContain('Next cheapest: 250 MB/s per TB');
    expect(why).not.toMatch(/{{|undefined/);
    expect(rec.evaluation.explanation.limit).toBe('sharedBandwidth');
    expect(screen.getByTestId('lustre-binding').textContent).toMatch(
      /^At saturation the tier binds first: 125 MB\/s per TB × 208 TiB \(228,698 GB\) gives 28,587 MB\/s\./,
    );
  });

  it('lists one row per tier, the chosen one marked, and the limits and cost lines', () => {
    const rec = planFor(aiTraining).lustre;
    renderWithI18n(<LustreResult rec={rec} />);
    const alternatives = screen.getByRole('table', { name: /Each performance tier/ });
    const rows = within(alternatives).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '125 MB/s per TB (recommended)',
      '250 MB/s per TB',
      '500 MB/s per TB',
      '1,000 MB/s per TB',
    ]);
    expect(rows[0]!.textContent).toContain('the throughput asked');
    expect(rows[1]!.textContent).toContain('the data stored');
    for (const r of rows) expect(within(r).getByText('Yes')).toBeTruthy();
    const limits = screen.getByRole('table', { name: 'Each limit under the requirement' });
    expect(within(limits).getByRole('rowheader', { name: /Bandwidth \(reads and writes\)/ }).textContent).toContain('(binds first)');
    expect(within(limits).getByRole('rowheader', { name: 'Client network (reads)' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Monthly cost, line by line' })).toBeTruthy();
  });

  it('words what binds first at saturation, whichever limit it is', () => {
    const requirements: [CompareRequirement, string][] = [
      [smallRequirement({ ioSizeKiB: 4, clients: 2, threadsPerClient: 1, queueDepth: 1 }), 'concurrency'],
      [smallRequirement({ clients: 1, clientShape: 'VM.Standard.E4.Flex', clientOcpus: 1 }), 'clientNetworkRead'],
    ];
    for (const [r, limit] of requirements) {
      const rec = planFor(r).lustre;
      expect(rec.evaluation.explanation.limit).toBe(limit);
      const { unmount } = renderWithI18n(<LustreResult rec={rec} />);
      const text = screen.getByTestId('lustre-binding').textContent!;
      expect(text).toMatch(/^At saturation .* binds first/);
      expect(text).not.toMatch(/{{|undefined|NaN/);
      unmount();
    }
  });

  it('lists the Lustre warnings in words, and the verdict names its caveat in words', () => {
    const result = planFor(smallRequirement());
    renderWithI18n(<LustreResult rec={result.lustre} entry={entryOf(result)} />);
    const verdict = screen.getByTestId('verdict');
    expect(verdict.getAttribute('data-verdict')).toBe('caveats');
    expect(verdict.textContent).toContain('the minimum capacity is billed whatever is stored');
    expect(verdict.textContent).not.toContain('lustre-');
    const warnings = [...document.querySelectorAll('.warning-message')].map((w) => w.textContent).join('\n');
    expect(warnings).toContain('The minimum capacity, 31.2 TiB');
    expect(warnings).toContain('Capacity can only grow');
    expect(screen.getByTestId('lustre-reason').textContent).toMatch(/^The minimum capacity, 31\.2 TiB \(34,305 GB\), already holds 2,000 GB/);
  });

  it('speaks Japanese', async () => {
    await i18n.changeLanguage('ja');
    try {
      const result = planFor(aiTraining);
      renderWithI18n(<LustreResult rec={result.lustre} entry={entryOf(result)} />);
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('File Storage with Lustre');
      expect(screen.getByTestId('recommended-design').textContent).toContain('TB 当たり 125 MB/s');
      const why = screen.getByTestId('lustre-reason').textContent!;
      expect(why).toContain('スループットが容量を決めます');
      expect(why).toContain('次に安い構成');
      expect(screen.getByRole('table', { name: /パフォーマンス・ティア/ })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('is the results view for "lustre", with no axe violations', async () => {
    const { container } = renderWithI18n(<ResultsView view="lustre" result={planFor(aiTraining)} requirement={aiTraining} />);
    expect(container.querySelector('[data-view="lustre"] .answer-lustre')).not.toBeNull();
    expect(screen.getByTestId('recommended-design').textContent).toContain('TiB');
    const run = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(run.violations.map((v) => v.id)).toEqual([]);
  });
});
