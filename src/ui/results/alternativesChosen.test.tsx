/**
 * The alternatives tables when a design was chosen on a chart: "Your choice" marks only the row
 * that is that design. The row of the chosen level (Block Volume) or shape (Dense I/O) shows the
 * planner's own sizing of it, which is another design when the user chose another size or count.
 */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compareServices } from '../../engine/index.ts';
import { BvAlternatives } from './BvResult.tsx';
import { DioAlternatives } from './DioResult.tsx';
import { renderWithI18n, smallRequirement } from '../../../tests/fixtures/render.tsx';

function taggedRows(): string[] {
  const table = document.querySelector('table')!;
  return within(table)
    .queryAllByText('Your choice')
    .map((tag) => tag.closest('tr')!.querySelector('th')!.textContent ?? '');
}

describe('Block Volume alternatives with a chosen design', () => {
  const requirement = smallRequirement();
  const planned = compareServices(requirement).blockVolume;

  it('a chosen size and count that is not the planner’s sizing of its level tags no row', () => {
    const d = planned.design;
    const chosen = { performanceLevel: d.performanceLevel, volumeSizeGB: d.volumeSizeGB, volumes: d.volumes + 3 };
    const rec = compareServices(requirement, {}, undefined, null, { blockVolume: chosen }).blockVolume;
    expect(rec.reason.code).toBe('bv-chosen');
    const row = rec.alternatives.find((o) => o.performanceLevel === d.performanceLevel)!;
    expect(row.volumes).not.toBe(rec.design.volumes);
    renderWithI18n(<BvAlternatives rec={rec} />);
    expect(taggedRows()).toEqual([]);
  });

  it('the planner’s own design, chosen, is tagged on its row', () => {
    const d = planned.design;
    const chosen = { performanceLevel: d.performanceLevel, volumeSizeGB: d.volumeSizeGB, volumes: d.volumes };
    const rec = compareServices(requirement, {}, undefined, null, { blockVolume: chosen }).blockVolume;
    renderWithI18n(<BvAlternatives rec={rec} />);
    expect(taggedRows()).toHaveLength(1);
  });

  it('without a choice, the recommended level is tagged as before', () => {
    renderWithI18n(<BvAlternatives rec={planned} />);
    expect(within(document.querySelector('table')!).getAllByText('(recommended)')).toHaveLength(1);
  });
});

describe('Dense I/O alternatives with a chosen shape', () => {
  const requirement = smallRequirement({ readMBps: undefined, writeMBps: undefined, readIops: 200_000, ioSizeKiB: 4 });
  const planned = compareServices(requirement).denseIo;

  it('a chosen RAID level other than the planner’s row of that shape tags no row', () => {
    const other = planned.design.raid === '0' ? '10' : '0';
    const rec = compareServices(requirement, {}, undefined, null, { denseIo: { shape: planned.design.shape, raid: other } }).denseIo;
    expect(rec.reason.code).toBe('dio-chosen');
    const row = rec.alternatives.find((o) => o.shape === rec.design.shape);
    // The table's row of that shape is the planner's, at the planner's RAID level.
    expect(row?.raid).toBe(planned.design.raid);
    renderWithI18n(<DioAlternatives rec={rec} />);
    expect(taggedRows()).toEqual([]);
  });
});
