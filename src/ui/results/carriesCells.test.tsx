/**
 * Every "carries" cell agrees with its verdict (issue 36, item 5): in each view's alternatives
 * table, the row of the design on screen says what the verdict says, and where the verdict is
 * that no design carries the requirement, no row says one does.
 */
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompareRequirement } from '../../engine/index.ts';
import { planFor, renderWithI18n } from '../../../tests/fixtures/render.tsx';
import { BvAlternatives } from './BvResult.tsx';
import { DioAlternatives } from './DioResult.tsx';
import { LustreAlternatives } from './LustreResult.tsx';

/** The cells of the table's "carries" column, as ✓ or ✗, and the row the design is on. */
function cells(container: HTMLElement): { marks: string[]; design: string | null } {
  const rows = [...container.querySelectorAll('tbody tr')];
  const marks = rows.map((r) => (r.querySelector('.yesno')?.classList.contains('yes') ? '✓' : '✗'));
  const i = rows.findIndex((r) => r.classList.contains('chosen'));
  return { marks, design: i < 0 ? null : marks[i]! };
}

const cases: [string, CompareRequirement][] = [
  ['Lustre at 8 KiB (no small-I/O rate is published)', { ioSizeKiB: 8, readMBps: 2000, writeMBps: 500, capacityGB: 50_000 }],
  ['Lustre with metadata asked', { ioSizeKiB: 1024, readMBps: 2000, capacityGB: 50_000, metadataOpsPerSecond: { getattr: 1000 } }],
  ['Block Volume short of concurrency', { ioSizeKiB: 8, readIops: 200_000, capacityGB: 2000, threadsPerClient: 1, queueDepth: 1 }],
  ['Dense I/O beyond any shape', { ioSizeKiB: 4, readIops: 900_000_000, capacityGB: 10 }],
  ['all carry', { ioSizeKiB: 1024, readMBps: 2000, writeMBps: 500, capacityGB: 50_000 }],
  ['AI training, shared', { ioSizeKiB: 1024, readMBps: 20_000, writeMBps: 500, capacityGB: 200_000, clients: 32, sharedAccess: true }],
];

describe('alternatives: every carries cell agrees with its verdict', () => {
  it.each(cases)('%s', (_name, r) => {
    const result = planFor(r);
    const views = [
      ['lustre', (e?: (typeof result.entries)[number]) => <LustreAlternatives rec={result.lustre} entry={e} />, result.lustre.feasible],
      ['block-volume', (e?: (typeof result.entries)[number]) => <BvAlternatives rec={result.blockVolume} entry={e} />, result.blockVolume.feasible],
      ['dense-io', (e?: (typeof result.entries)[number]) => <DioAlternatives rec={result.denseIo} entry={e} />, result.denseIo.feasible],
    ] as const;
    for (const [service, view, feasible] of views) {
      const entry = result.entries.find((e) => e.service === service)!;
      // Its own view (the plan's verdict), then inside Compare (the comparison's verdict).
      for (const [carries, e] of [
        [feasible, undefined],
        [entry.verdict !== 'does-not', entry],
      ] as const) {
        const { container } = renderWithI18n(view(e));
        const { marks, design } = cells(container);
        if (design !== null) expect(design, `${service}: the design's row`).toBe(carries ? '✓' : '✗');
        if (!carries) expect(marks, `${service}: no design carries, so no row says one does`).not.toContain('✓');
        cleanup();
      }
    }
  });

  it('the case of the issue: Lustre at 8 KiB, "No design carries", and every row said ✓ Yes', () => {
    const result = planFor(cases[0]![1]);
    expect(result.lustre.feasible).toBe(false);
    const { container } = renderWithI18n(<LustreAlternatives rec={result.lustre} />);
    expect(cells(container).marks.length).toBeGreaterThan(1);
    expect(cells(container).marks).toEqual(cells(container).marks.map(() => '✗'));
  });
});
