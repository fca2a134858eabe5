/**
 * Designs chosen on the charts, any the schema accepts, on any requirement: the comparison
 * never throws and holds no NaN or Infinity; each chosen design the edition has is the one
 * planned (the reason says so); one that does not carry the requirement is never said to.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareServices } from '../../src/engine/index.ts';
import { chosenSchema } from '../../src/engine/scenario/compare.ts';
import { bvEditions, dioEditions, lustreTiers, mountTargetTypes, raidLevels } from '../../src/catalog/index.ts';
import { compareRequirementArb, nonFiniteNumbers } from '../fixtures/factories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(100);
const levelIds = [...new Set(Object.values(bvEditions).flatMap((e) => e.levels.map((l) => l.id))), 'toString', 'no-such-level'];
const shapeIds = [...new Set(Object.values(dioEditions).flatMap((e) => e.shapes.map((s) => s.id))), 'constructor'];

const chosenArb = fc.record(
  {
    fileStorage: fc.record({ mountTargetType: fc.constantFrom(...mountTargetTypes), mountTargets: fc.integer({ min: 1, max: 1000 }) }),
    blockVolume: fc.record({
      performanceLevel: fc.constantFrom(...levelIds),
      volumeSizeGB: fc.integer({ min: 50, max: 32 * 1024 }),
      volumes: fc.integer({ min: 1, max: 32 }),
    }),
    denseIo: fc.record({ shape: fc.constantFrom(...shapeIds), raid: fc.constantFrom(...raidLevels) }, { requiredKeys: ['shape'] }),
    lustre: fc.record({ performanceTierMBpsPerTB: fc.constantFrom(...lustreTiers), capacityGB: fc.double({ min: 1, max: 8e9, noNaN: true }) }),
  },
  { requiredKeys: [] },
);

describe('chosen designs: total and honest', () => {
  it('no throw, no NaN; the chosen design is the one planned, and a fit is a fit', () => {
    fc.assert(
      fc.property(compareRequirementArb(), chosenArb, (req, chosen) => {
        expect(chosenSchema.safeParse(chosen).success).toBe(true);
        const r = compareServices(req, {}, undefined, null, chosen);
        expect(nonFiniteNumbers(r)).toEqual([]);
        const bvLevel = chosen.blockVolume && bvEditions['bv-current']!.levels.some((l) => l.id === chosen.blockVolume!.performanceLevel);
        if (bvLevel) {
          expect(r.blockVolume.reason.code).toBe('bv-chosen');
          expect(r.blockVolume.design).toMatchObject({ performanceLevel: chosen.blockVolume!.performanceLevel, volumes: chosen.blockVolume!.volumes });
        } else expect(r.blockVolume.reason.code).not.toBe('bv-chosen');
        const dioShape = chosen.denseIo && dioEditions['dio-current']!.shapes.some((s) => s.id === chosen.denseIo!.shape);
        if (dioShape) expect(r.denseIo.design.shape).toBe(chosen.denseIo!.shape);
        if (chosen.lustre) {
          expect(r.lustre.reason.code).toBe('lustre-chosen');
          expect(r.lustre.design.performanceTierMBpsPerTB).toBe(chosen.lustre.performanceTierMBpsPerTB);
          expect(r.lustre.design.capacityGB).toBeGreaterThanOrEqual(chosen.lustre.capacityGB - 0.001);
        }
        for (const e of r.entries)
          if (e.fits)
            expect(
              r[({ 'file-storage': 'fileStorage', 'block-volume': 'blockVolume', 'dense-io': 'denseIo', lustre: 'lustre' } as const)[e.service]].feasible,
            ).toBe(true);
        expect([...(r.chosen ?? [])].sort()).toEqual(
          [
            ...(chosen.fileStorage ? ['file-storage'] : []),
            ...(bvLevel ? ['block-volume'] : []),
            ...(dioShape ? ['dense-io'] : []),
            ...(chosen.lustre ? ['lustre'] : []),
          ].sort(),
        );
      }),
      { numRuns: RUNS },
    );
  });
});
