/**
 * Two figures for one limit each say what they are (issue 36, item 5): Block Volume's key
 * figure is what the design delivers at saturation (its mix grown until a limit binds), the
 * limits table's is the limit itself. Case: 150,000 IOPS of 8 KiB at 70% reads on 10,000 GB,
 * "IOPS the design delivers 195,313" beside "Design offers 200,000 IOPS" with nothing to say which.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { planFor, renderWithI18n } from '../../../tests/fixtures/render.tsx';
import { BvResult } from './BvResult.tsx';

describe('Block Volume: the IOPS at saturation and the IOPS limit, each named for what it is', () => {
  it('labels the saturation figure as such and the limits column as the design’s limit', () => {
    const result = planFor({ ioSizeKiB: 8, totalIops: 150_000, readSharePercent: 70, capacityGB: 10_000 });
    const rec = result.blockVolume;
    const iopsLimit = rec.evaluation.limits.find((l) => l.id === 'volumeIops')!;
    // The rule: at saturation the mix grows until the first limit binds, so it never passes a limit, and here the volumes' 8 KiB throughput binds first.
    expect(rec.evaluation.iops).toBeLessThan(iopsLimit.capacity);
    renderWithI18n(<BvResult rec={rec} entry={result.entries.find((e) => e.service === 'block-volume')} />);
    const figure = screen.getByText((_, el) => el?.tagName === 'DT' && /IOPS at saturation/.test(el.textContent ?? ''));
    expect(figure.nextElementSibling!.textContent).toContain(Math.round(rec.evaluation.iops).toLocaleString('en-US'));
    const table = screen.getAllByRole('table').find((tb) => within(tb).queryByRole('columnheader', { name: 'The design’s limit' }))!;
    expect(table).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Design offers' })).toBeNull();
  });
});
