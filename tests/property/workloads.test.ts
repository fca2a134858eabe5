/**
 * A plan of several workloads (issue 26), over generated plans the schema accepts:
 * - it never throws, and no number in it is NaN or infinite;
 * - the bill's total is the sum of its lines (null exactly when a line has no price);
 * - every File Storage workload sits on exactly one group of mount targets, and a shared mount
 *   target carries all its workloads at once within the group's target, which is the strictest
 *   of theirs (hard limits within 100%);
 * - a plan of one workload answers as today's comparison does for the same requirement.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalog,
  compare,
  compareServices,
  fss,
  parseScenario,
  planWorkloads,
  servicePlan,
  workloads as wl,
  type CompareRequirement,
  type WorkloadsScenario,
} from '../../src/engine/index.ts';
import { compareRequirementArb, mountTargetCatalogIds, nonFiniteNumbers } from '../fixtures/factories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(100);
const SERVICES = ['file-storage', 'block-volume', 'dense-io', 'lustre', 'cheapest'] as const;

const workloadArb = fc.record(
  {
    service: fc.constantFrom(...SERVICES),
    requirement: compareRequirementArb({ maxRate: 20_000 }),
    dedicatedMountTargets: fc.boolean(),
    host: fc.constantFrom('h1', 'h2'),
    lustreFileSystem: fc.constantFrom('l1'),
  },
  { requiredKeys: ['service', 'requirement'] },
);

const planArb = fc.record({
  workloads: fc.array(workloadArb, { minLength: 1, maxLength: 6 }),
  fileStorage: fc.constantFrom(...mountTargetCatalogIds),
});

/** Mostly File Storage, small enough that many share a mount target. */
const fssPlanArb = fc.record({
  workloads: fc.array(
    fc.record(
      {
        service: fc.constantFrom('file-storage', 'file-storage', 'cheapest'),
        requirement: compareRequirementArb({ maxRate: 2_000 }),
        dedicatedMountTargets: fc.boolean(),
      },
      { requiredKeys: ['service', 'requirement'] },
    ),
    { minLength: 2, maxLength: 8 },
  ),
  fileStorage: fc.constantFrom(...mountTargetCatalogIds),
});

/** The scenario a generated plan makes, as `parseScenario` accepts it (null when it refuses it). */
function accepted(p: { workloads: readonly object[]; fileStorage: string }): WorkloadsScenario | null {
  const doc = {
    version: 6,
    mode: 'recommend',
    service: 'workloads',
    catalogs: { fileStorage: p.fileStorage },
    workloads: p.workloads.map((w, i) => ({ name: `w${i}`, ...w })),
  };
  const parsed = parseScenario(doc);
  return parsed.ok && parsed.value.service === 'workloads' ? parsed.value : null;
}

describe('a plan of several workloads', () => {
  it('never throws, has no NaN or Infinity, and its bill totals its lines', () => {
    fc.assert(
      fc.property(planArb, (p) => {
        const s = accepted(p);
        if (!s) return;
        const r = planWorkloads(s);
        expect(nonFiniteNumbers(r)).toEqual([]);
        expect(r.workloads.map((w) => w.name)).toEqual(s.workloads.map((w) => w.name));
        const lines = r.billOfMaterials.lines;
        if (lines.some((l) => l.monthlyUSD === null)) expect(r.billOfMaterials.totalMonthlyUSD).toBeNull();
        else
          expect(r.billOfMaterials.totalMonthlyUSD).toBeCloseTo(
            lines.reduce((sum, l) => sum + l.monthlyUSD!, 0),
            6,
          );
        expect(r.feasible).toBe(r.workloads.every((w) => w.fits));
      }),
      { numRuns: RUNS },
    );
  });

  it('carries every File Storage workload on one group, a shared mount target within its strictest target', () => {
    fc.assert(
      fc.property(fc.oneof(planArb, fssPlanArb), (p) => {
        const s = accepted(p);
        if (!s) return;
        const r = planWorkloads(s);
        const edition = fss.mountTargetEdition(s.catalogs?.fileStorage ?? catalog.defaultCatalogs.fileStorage);
        if (!edition) return;
        const onFss = r.workloads.filter((w) => w.service === 'file-storage').map((w) => w.name);
        expect(r.fileStorage.mountTargets.flatMap((g) => g.workloads).sort()).toEqual([...onFss].sort());
        for (const g of r.fileStorage.mountTargets) {
          const members = g.workloads.map((n) => s.workloads.find((w) => w.name === n)!);
          const requirements = members.map((w) => compare.fssRequirementOf(w.requirement));
          const targets = r.workloads.filter((w) => g.workloads.includes(w.name)).map((w) => w.plan!.targetUtilizationPercent);
          expect(g.targetUtilizationPercent).toBeCloseTo(Math.min(...targets), 9);
          if (g.workloads.length < 2) continue;
          expect(g.mountTargets).toBe(1);
          const loads = requirements.map((q) =>
            fss.loadFromRequirement(q.mountTargetType && !edition.mountTargets[q.mountTargetType] ? { ...q, mountTargetType: undefined } : q),
          );
          expect(wl.sharedUse(loads, edition, g.mountTargetType, g.targetUtilizationPercent / 100).fits).toBe(true);
          expect(g.peakUtilizationPercent).toBeLessThanOrEqual(100 + 1e-6);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a plan of one workload answers as the comparison does for the same requirement', () => {
    fc.assert(
      fc.property(workloadArb, fc.constantFrom(...mountTargetCatalogIds), (w, fileStorage) => {
        const s = accepted({ workloads: [w], fileStorage });
        if (!s) return;
        const only = s.workloads[0]!;
        const answer = planWorkloads(s).workloads[0]!;
        const today = compareServices(only.requirement as CompareRequirement, s.catalogs);
        if (only.service === 'cheapest') {
          expect(answer.compare).toEqual(today);
          expect(answer.service).toBe(today.cheapest ?? today.provisional?.service ?? today.entries.find((e) => e.fits)?.service ?? null);
        } else {
          const entry = today.entries.find((e) => e.service === only.service)!;
          expect(answer.plan).toEqual(servicePlan(today, only.service));
          expect(answer.why).toEqual(entry.why);
          expect(answer.fits).toBe(entry.fits);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
