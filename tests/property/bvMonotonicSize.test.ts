/**
 * A bigger Block Volume of the same level never performs worse: for every edition, level and
 * attachment, per-volume IOPS and throughput are non-decreasing in volume size at every I/O
 * size (4 KiB to 1 MiB, the printed 8 KB column included), across the whole size range.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bvEditions } from '../../src/catalog/index.ts';
import { volumeOps } from '../../src/engine/bv/index.ts';
import { opsToMBps } from '../../src/engine/units.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(200);

/** I/O sizes from 4 KiB to 1 MiB: any (log-uniform), or a power of two (8 KiB, the printed column, among them). */
const ioSizeArb = fc.oneof(
  fc.double({ min: 2, max: 10, noNaN: true }).map((e) => 2 ** e),
  fc.integer({ min: 2, max: 10 }).map((e) => 2 ** e),
);

describe('Block Volume performance is non-decreasing in volume size', () => {
  for (const edition of Object.values(bvEditions)) {
    const minGB = edition.minVolumeGB.value;
    const maxGB = edition.maxVolumeGB.value;
    // Sizes across the whole range: any whole GB, or one either side of a printed row's ends.
    const edges = edition.table.flatMap((r) => [r.sizeGB - 1, r.sizeGB, r.sizeGB + 1, ...(r.sizeToGB ? [r.sizeToGB - 1, r.sizeToGB] : [])]);
    const sizeArb = fc.oneof(fc.integer({ min: minGB, max: maxGB }), fc.constantFrom(...edges.filter((s) => s >= minGB && s <= maxGB)));
    it(`${edition.id}: every level, at any two sizes and any I/O size, iSCSI and paravirtualized`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...edition.levels),
          sizeArb,
          sizeArb,
          ioSizeArb,
          fc.constantFrom('iscsi' as const, 'paravirtualized' as const),
          (level, a, b, io, attachment) => {
            const [small, big] = a <= b ? [a, b] : [b, a];
            const opsSmall = volumeOps(level, small, io, attachment);
            const opsBig = volumeOps(level, big, io, attachment);
            const what = `${level.id} ${small} GB vs ${big} GB at ${io} KiB`;
            expect(opsBig, what).toBeGreaterThanOrEqual(opsSmall * (1 - 1e-12));
            expect(opsToMBps(opsBig, io), what).toBeGreaterThanOrEqual(opsToMBps(opsSmall, io) * (1 - 1e-12));
          },
        ),
        { numRuns: RUNS * 5 },
      );
    });
    it(`${edition.id}: every level at 8 KiB and at 4 KiB to 1 MiB, walking the whole range (1 GB steps up to 2,000 GB)`, () => {
      const falls: string[] = [];
      for (const level of edition.levels) {
        for (let io = 4; io <= 1024; io *= 2) {
          let previous = 0;
          for (let s = minGB; s <= maxGB; s += s < 2000 ? 1 : 97) {
            const ops = volumeOps(level, s, io, 'iscsi');
            if (ops < previous * (1 - 1e-12)) falls.push(`${level.id} ${s} GB at ${io} KiB: ${ops} < ${previous}`);
            previous = ops;
          }
        }
      }
      expect(falls).toEqual([]);
    });
  }
});
