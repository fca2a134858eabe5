/**
 * Every Block Volume size is that size (bv-seed "Block Volume Performance" and S-BVOVR: 50 GB to
 * 32 TB in 1 GB increments), tested at every size of every edition: data that fills a size
 * exactly is planned on volumes of that size (one volume up to the largest size, as many of the
 * largest as it takes beyond), a GB more on the next size, and a volume grown in place for
 * growth (`growBvInPlace`) is read with the same rule.
 */
import { describe, expect, it } from 'vitest';
import { bvEditions } from '../../catalog/index.ts';
import { growBvInPlace } from '../growth/services.ts';
import { recommendBlockVolume } from './recommend.ts';

describe.each(Object.values(bvEditions).map((e) => [e.id, e] as const))('Block Volume sizes of %s, at every size', (id, edition) => {
  const minGB = edition.minVolumeGB.value;
  const maxGB = edition.maxVolumeGB.value;
  const sizes = Array.from({ length: maxGB - minGB + 1 }, (_, i) => minGB + i);

  it(
    `holds data that fills one of the ${sizes.length} sizes on one volume of that size, and a thousandth of a GB more on the next`,
    { timeout: 120_000 },
    () => {
      const plan = (gb: number) => recommendBlockVolume(id, { iops: 1, ioSizeKiB: 4, capacityGB: gb, performanceLevel: 'balanced' })!;
      const wrong: string[] = [];
      for (const size of sizes) {
        // Every size, exactly and a ten-thousandth below; half a GB below and a thousandth above on every seventh.
        const below = size % 7 === 0 ? [size, size - 0.0001, size - 0.5] : [size, size - 0.0001];
        for (const gb of below) {
          const rec = plan(gb);
          if (rec.design.volumes !== 1 || rec.design.volumeSizeGB !== Math.max(minGB, Math.ceil(gb)) || !rec.feasible)
            wrong.push(`${gb} GB → ${rec.design.volumes} × ${rec.design.volumeSizeGB} GB`);
        }
        if (size < maxGB && size % 7 === 0) {
          const over = plan(size + 0.001);
          if (over.design.volumes * over.design.volumeSizeGB < size + 0.001)
            wrong.push(`${size + 0.001} GB → ${over.design.volumes} × ${over.design.volumeSizeGB} GB`);
        }
        if (wrong.length > 5) break;
      }
      expect(wrong).toEqual([]);
    },
  );

  it('holds the largest size many times over on that many volumes of the largest size', () => {
    for (let n = 1; n <= edition.maxAttachmentsPerInstance.value; n++) {
      const rec = recommendBlockVolume(id, { iops: 1, ioSizeKiB: 4, capacityGB: n * maxGB, performanceLevel: 'balanced' })!;
      expect(rec.design.volumes * rec.design.volumeSizeGB).toBe(n * maxGB);
    }
  });

  it('grows volumes in place to the size that holds the data, read by the same rule (a size stays a size)', () => {
    const rec = recommendBlockVolume(id, { iops: 1, ioSizeKiB: 4, capacityGB: 2 * minGB, performanceLevel: 'balanced' })!;
    const ids = { fileStorage: 'fss-current', blockVolume: id, denseIo: 'dio-current', lustre: 'lustre-current' } as const;
    for (const size of sizes.filter((s) => s > rec.design.volumeSizeGB && s % 97 === 0)) {
      // Float noise a ten-billionth of a GB either side (as 0.1 + 0.2 gives) is the size; half a GB less is too.
      for (const gb of [size * rec.design.volumes + 1e-10, size * rec.design.volumes - 1e-10, size * rec.design.volumes - 0.5]) {
        expect(growBvInPlace(rec, gb, ids)?.design.volumeSizeGB).toBe(size);
      }
    }
  });
});
