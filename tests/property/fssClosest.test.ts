/**
 * File Storage, one plan one answer: a feasible recommendation keeps every soft limit within its
 * target (hard and client-side limits within 100%), and `feasible`, `evaluation.feasible`, the
 * reason and the remedies all say the same thing. A plan that fits nothing shows the closest
 * design, and each remedy, applied, makes the model carry the requirement.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isClientSide, recommendFileStorage } from '../../src/engine/fss/index.ts';
import type { FssRequirement } from '../../src/engine/scenario/schema.ts';
import { fssCaseArb } from '../fixtures/factories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(200);
const REL = 1e-9;

describe('File Storage: feasible means within the target, in every field that says it', () => {
  it('a feasible recommendation has no soft limit above its target, and feasible === evaluation.feasible', () => {
    fc.assert(
      fc.property(fssCaseArb(), ({ catalog, requirement }) => {
        const rec = recommendFileStorage(catalog, requirement)!;
        expect(rec.evaluation.feasible).toBe(rec.feasible);
        if (!rec.feasible) {
          expect(rec.reason.code).toBe('fss-none');
          expect(rec.remedies.length).toBeGreaterThan(0);
          return;
        }
        expect(rec.reason.code).not.toBe('fss-none');
        expect(rec.remedies).toEqual([]);
        const u = rec.targetUtilizationPercent / 100;
        for (const l of rec.loads) {
          const target = l.hard || isClientSide(l.id) ? 1 : u;
          expect(l.utilization, l.id).toBeLessThanOrEqual(target * (1 + REL) + 1e-12);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a plan that fits nothing shows the closest design: no other type is less over its mount-target limits', () => {
    fc.assert(
      fc.property(fssCaseArb(), ({ catalog, requirement }) => {
        const rec = recommendFileStorage(catalog, requirement)!;
        fc.pre(!rec.feasible);
        const chosen = rec.alternatives.find((o) => o.mountTargetType === rec.design.mountTargetType)!;
        expect(chosen.mountTargets).toBe(rec.design.mountTargets);
        // The clients' side is the same for every type, so over-target percentages compare the designs.
        for (const o of rec.alternatives) expect(Math.max(100, chosen.overTargetPercent)).toBeLessThanOrEqual(Math.max(100, o.overTargetPercent) + 1e-6);
      }),
      { numRuns: RUNS },
    );
  });

  it('each remedy with a figure, applied to the requirement, gives a feasible plan', () => {
    fc.assert(
      fc.property(fssCaseArb(), ({ catalog, requirement }) => {
        const rec = recommendFileStorage(catalog, requirement)!;
        fc.pre(!rec.feasible);
        for (const r of rec.remedies) {
          let changed: FssRequirement | null = null;
          if (r.code === 'more-clients') changed = { ...requirement, clients: Number(r.params.clients) };
          if (r.code === 'raise-target') changed = { ...requirement, targetUtilizationPercent: Number(r.params.targetPercent) };
          if (r.code === 'larger-client' && r.params.variant === 'shape') changed = { ...requirement, clientOcpus: Number(r.params.ocpus) };
          if (r.code === 'other-type') changed = { ...requirement, mountTargetType: r.params.type as FssRequirement['mountTargetType'] };
          if (changed) expect(recommendFileStorage(catalog, changed)!.feasible, r.code).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
